"""Online play: the desktop as a client of the table server (`bazaar-server`, docs/server.md).

`link.TableLink` speaks to the server on a thread of its own (asyncio) and to the GUI thread
by Qt signals only; `table.RemoteTable` turns the server's frames into the adapter's updates;
`host.ServerProcess` runs a server on this computer; `dialog.PlayOnlineDialog` is
Game > Play online…."""
