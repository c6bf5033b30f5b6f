"""Bazaar's table server: many tables over WebSocket, no Qt (docs/server.md).

`protocol` is what travels (every message checked as hostile), `client` the asyncio client the
desktop, the tests and the bench share, and `main` the `bazaar-server` command that wires the
rest, a package per job: `transport` (aiohttp, connections, the door, limits, web pages),
`requests` (each request's checks and effect), `tables` (a live table, its frames and clock,
the registry of live tables), `bots` (the bot pool, hints), `store` (the log is the table:
SQLite, PostgreSQL, the writer thread) and `cluster` (several nodes: fan-out, jobs, sweep),
`runtime` (the process's garbage collection and latency figures)."""
