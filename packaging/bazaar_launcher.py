"""PyInstaller's entry script for the bundled app: the `bazaar` command (app:main), and with
`--table-server` first the table server (`bazaar-server`, bazaar_server.main:main), which the
.deb's /usr/games/bazaar-server, the tarball's bazaar-server and a window hosting a table
start. One executable serves both, as the bots' workers of either are this executable too.
On Windows the same program is also built as the console program bazaar-server.exe, which
runs the table server by its name (packaging/bazaar.spec)."""

import os
import sys

TABLE_SERVER = "--table-server"  # bazaar_desktop/remote/host.py starts a bundle's server so

if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()  # a bots' worker (of the window or the server) starts here
    started_as = os.path.splitext(os.path.basename(sys.executable))[0].lower()
    if started_as == "bazaar-server" or sys.argv[1:2] == [TABLE_SERVER]:
        from bazaar_server.main import main as server_main

        arguments = sys.argv[1:]
        sys.exit(server_main(arguments[1:] if arguments[:1] == [TABLE_SERVER] else arguments))
    from bazaar_desktop.app import main

    sys.exit(main())
