"""Not a package: `resources/` only holds the folder `bazaar_resources/`, imported by that name.

Without this guard Python would import `resources` from the repository root as a namespace package,
and `import resources....` would load a second copy of the modules under another name.
"""

raise ImportError("'resources' is a source folder, not a package: import bazaar_resources")
