"""Dialogs: new game, results, rules, keyboard shortcuts, about."""
