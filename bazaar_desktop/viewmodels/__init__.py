"""Per-game view-models: read a state view (read-only helpers) into plain frozen data.

With `adapter.py` these are the only modules of the desktop application that import the
engine; scenes, items, panels and dialogs work from the view-models alone.
"""
