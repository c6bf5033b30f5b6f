"""Events: every state change is described by one or more events.

The log, animations and replays are built from them. An event is plain data: a `kind`
(a short snake_case word such as ``"die_rolled"``), the seat it is about (or ``None``),
and a mapping of JSON-compatible values. Events whose details only one seat may know (a card
drawn into a secret hand) carry ``private_to``; `Event.seen_by` gives the version a seat may
see.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Event:
    kind: str
    player: int | None = None
    data: Mapping[str, Any] = field(default_factory=dict)
    # When set, only this seat may see `data`; the others see `public_data`.
    private_to: int | None = None
    public_data: Mapping[str, Any] = field(default_factory=dict)

    def seen_by(self, seat: int | None) -> Event:
        """The event as `seat` may see it (``None`` = an onlooker who sees only public data)."""
        if self.private_to is None or seat == self.private_to:
            return self
        # The masked event keeps its public part in both places, so masking it again is a no-op.
        public = dict(self.public_data)
        return Event(self.kind, self.player, public, self.private_to, dict(public))

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "player": self.player, "data": dict(self.data)}
        if self.private_to is not None:
            out["private_to"] = self.private_to
            out["public_data"] = dict(self.public_data)
        return out
