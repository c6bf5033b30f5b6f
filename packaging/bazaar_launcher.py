"""PyInstaller's entry script for the bundled app: the `bazaar` command (app:main)."""

import sys

from bazaar_desktop.app import main

if __name__ == "__main__":
    sys.exit(main())
