"""Not a package: `engine/` only holds the folder `bazaar_engine/`, imported by that name.

Without this guard Python would import `engine` from the repository root as a namespace package,
and `import engine....` would load a second copy of the modules under another name.
"""

raise ImportError("'engine' is a source folder, not a package: import bazaar_engine")
