"""Bazaar's Qt desktop application."""
