"""Several nodes over one store and Redis (docs/server.md, Several nodes): the fan-out
(`fanout`), bot jobs (`jobs`), a node's tables kept in step (`node_tables`), the sweep of
deadlines and idle tables (`sweep`), and a node's start and stop in order (`node`)."""
