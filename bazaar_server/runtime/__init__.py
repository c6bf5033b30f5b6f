"""The server process's own upkeep: full garbage collections kept from stalling the tables
(`collector`) and its latency figures for the bench (`stats`)."""
