"""Several nodes over one store and Redis (docs/server.md, Several nodes): the Redis
implementations of the pipeline's two interfaces (`bazaar_server.pipeline.interfaces`), the
fan-out (`fanout`) and the bot jobs (`jobs`), joined to a node's tables by `redis_link`. Only
this package imports redis, and only `main` imports it (with --redis)."""
