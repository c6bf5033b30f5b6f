"""QGraphicsItems that only paint and emit signals: no rule logic lives here."""
