"""Live tables: one table rebuilt from its log (`live_table`), what each seat is sent (`frames`),
its turn clock (`turn_clock`) and undo rule (`undo_rule`), the tables of this node found by id,
room code or secret (`registry`), and the tables made and left (`unattended`)."""
