"""What every node runs, one node or several: its live tables kept in step (`node_tables`), the
fan-out and the bot jobs behind small interfaces (`interfaces`) with an in-process
implementation (`in_process`, one node: the default) and a Redis one (`bazaar_server.cluster`),
the workers that make bot decisions (`worker`), and the node's start and orderly stop (`node`)."""
