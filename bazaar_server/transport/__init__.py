"""What faces the network: the aiohttp application and its WebSocket loop (`app`), one client's
connection (`connection`), the door every TCP connection passes (`gate`), the caps and rate
limits (`limits`) and the web table's pages (`pages`)."""
