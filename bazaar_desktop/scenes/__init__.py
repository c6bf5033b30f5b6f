"""One QGraphicsScene per game, drawing a read-only view-model."""
