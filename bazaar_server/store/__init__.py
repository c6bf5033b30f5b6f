"""The log is the table: the store's interface, records and errors (`interface`), SQLite
(`sqlite`) and PostgreSQL (`postgres`) behind it, the writer thread that commits one node's
writes off the loop (`writer`), the loop's view of any store (`async_store`) and the choice of
one by path or URL (`opening`)."""
