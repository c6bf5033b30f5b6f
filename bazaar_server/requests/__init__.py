"""Each client request: read from its frame into a typed record (`messages`), then checked and
carried out in order (`handler`); which seat a join or a secret takes (`seating`)."""
