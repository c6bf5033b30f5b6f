"""Each client request's checks and effect, in order (`handler`), and which seat a join or a
secret takes (`seating`)."""
