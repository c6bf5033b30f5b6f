"""Bazaar's Qt desktop application."""

from bazaar_desktop.qt_compat import guard_singletons

__version__ = "0.1.0"

guard_singletons()
