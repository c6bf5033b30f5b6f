"""Thinking off the event loop: the bots' worker processes (`pool`) and the web table's hints
(`hints`), each fed one seat's view only."""
