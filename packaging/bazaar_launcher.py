"""PyInstaller's entry script for the bundled app: the `bazaar` command (app:main), and with
`--table-server` first the table server (`bazaar-server`, bazaar_server.main:main), which the
.deb's /usr/games/bazaar-server, the tarball's bazaar-server and a window hosting a table
start. One executable serves both, as the bots' workers of either are this executable too."""

import sys

TABLE_SERVER = "--table-server"  # bazaar_desktop/remote/host.py starts a bundle's server so

if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()  # a bots' worker (of the window or the server) starts here
    if sys.argv[1:2] == [TABLE_SERVER]:
        from bazaar_server.main import main as server_main

        sys.exit(server_main(sys.argv[2:]))
    from bazaar_desktop.app import main

    sys.exit(main())
