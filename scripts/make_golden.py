"""Write the golden playthroughs anew (tests/engine/golden/), after a change to the rules, the
views or the events that is meant: `python scripts/make_golden.py`, then read the diff."""

from __future__ import annotations

from pathlib import Path

from bazaar_engine.playthrough import golden_games, playthrough_lines

FOLDER = Path(__file__).resolve().parent.parent / "tests" / "engine" / "golden"


def main() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    kept = set()
    for golden in golden_games():
        path = FOLDER / golden.file_name
        path.write_text("".join(line + "\n" for line in playthrough_lines(golden)), "utf-8")
        kept.add(path.name)
        print(f"wrote {path}")
    for stale in sorted(set(p.name for p in FOLDER.glob("*.jsonl")) - kept):
        (FOLDER / stale).unlink()
        print(f"removed {stale} (no longer a golden game)")


if __name__ == "__main__":
    main()
