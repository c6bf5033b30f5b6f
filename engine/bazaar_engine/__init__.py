"""Bazaar's rules engine: pure Python, no Qt (a test enforces it)."""
