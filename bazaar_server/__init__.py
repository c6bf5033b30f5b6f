"""Bazaar's table server: many tables over WebSocket, no Qt (docs/server.md).

`protocol` is what travels (every message checked as hostile), `client` the asyncio client the
desktop, the tests and the bench share; the rest is the server: `store` (the log is the table),
`table` (a live table rebuilt from its log), `frames` (what a seat may see), `bots`, `limits`,
`app` (aiohttp) and `main` (the `bazaar-server` command)."""
