"""A designer's questions answered by commands (issue 37, "Every question in the box"): the README's
analytics section is this script's output.

It fills a fresh store with ``folie simulate`` runs (fixed seeds, so the same matches every time),
then asks the questions with ``folie report`` and prints each command with its answer, as Markdown.
Every command is run as a designer would type it, in a process of its own, on the store and DuckDB
file given by ``FOLIE_DATABASE_URL`` and ``FOLIE_ANALYTICS_PATH``.

    nice .venv/bin/python -m bench.analytics_questions --directory /tmp/questions > /tmp/questions.md
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import subprocess
import sys
import time
from pathlib import Path

RUNS: list[tuple[str, dict[str, object], str, int]] = [
    ("maeshowe", {"players": 2, "difficulty": "easy"}, "heuristic", 150),
    ("maeshowe", {"players": 2, "difficulty": "easy", "fear_of_the_dark": True}, "heuristic", 150),
    ("montagnes", {"players": 3}, "heuristic", 60),
    ("mansions", {"investigators": 2}, "heuristic", 30),
    ("mansions", {"investigators": 2}, "keeper=heuristic,investigators=random", 30),
    ("mansions", {"investigators": 2}, "keeper=random,investigators=heuristic", 30),
    ("farcry", {"seats": 2, "mission": "mission_1", "campaign": True}, "heuristic", 6),
]
"""``(game, options, --bot, matches)``; run ``i`` has seed ``i + 1``."""

QUESTIONS: list[tuple[str, list[str]]] = [
    (
        "Win rate per set-up, showing only the options that vary (item 8)",
        ["report", "win_rate", "--game", "maeshowe"],
    ),
    (
        "Does Fear of the dark change Maeshowe's win rate, inside its set-up, with an interval (item 2)?",
        ["report", "compare", "--game", "maeshowe", "--dimension", "fear_of_the_dark"],
    ),
    (
        "Which cards go with winning, within a set-up, and adjusted for the match's length (item 1)?",
        ["report", "lift", "--game", "maeshowe", "--dimension", "card"],
    ),
    (
        "How are matches lost, per set-up, when, and how close the losers came (items 1, 5 and 6)?",
        ["report", "losses", "--game", "montagnes"],
    ),
    (
        "Why were they lost, in one language, and which part of the end fell short (item 5)?",
        ["report", "defeats", "--game", "montagnes"],
    ),
    (
        "How long are the phases and turns, per set-up and player count (item 6)?",
        ["report", "phase_length", "--game", "montagnes"],
    ),
    (
        "Mansions' balance split by side: each side played by the heuristic against the other's random play "
        "(item 3; players counts the investigators)",
        ["report", "win_rate", "--game", "mansions"],
    ),
    (
        "Mansions: the investigators' win rate by the keeper's objective (item 3)",
        ["report", "objectives", "--source", "simulation:heuristic"],
    ),
    (
        "Far Cry: each mission inside a campaign, per seat count (item 4)",
        ["report", "missions"],
    ),
]


def folie(args: list[str], env: dict[str, str]) -> str:
    """Run ``folie ARGS`` in a process of its own; its standard output."""
    command = [str(Path(sys.executable).with_name("folie")), *args]
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"folie {shlex.join(args)} failed ({done.returncode}): {done.stderr.strip()}")
    return done.stdout


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--directory", type=Path, required=True, help="where the store and the DuckDB file go")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every run's matches (at least 1 each)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--ask-only", action="store_true", help="the store is there already (a run before): only ask the questions"
    )
    args = parser.parse_args()
    args.directory.mkdir(parents=True, exist_ok=True)
    env = {
        **os.environ,
        "FOLIE_DATABASE_URL": f"sqlite:///{args.directory / 'events.sqlite'}",
        "FOLIE_ANALYTICS_PATH": str(args.directory / "analytics.duckdb"),
    }
    started = time.perf_counter()
    print("```sh")
    for seed, (game, options, bot, matches) in enumerate(RUNS, start=1):
        games = max(1, round(matches * args.scale))
        line = ["simulate", game, "--options", json.dumps(options, separators=(",", ":")), "--bot", bot]
        line += ["--games", str(games), "--seed", str(seed)]
        print(f"folie {shlex.join(line)}")
        if not args.ask_only:
            folie([*line, "--workers", str(args.workers), "--quiet"], env)
    print("```")
    for question, line in QUESTIONS:
        print(f"\n{question}:\n\n```sh\nfolie {shlex.join(line)}\n```\n```")
        print(folie(line, env).rstrip("\n"))
        print("```")
    load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
    print(f"\n<!-- {time.perf_counter() - started:.0f} s, load average {load} -->")


if __name__ == "__main__":
    main()
