"""Run every benchmark of the foundation and print the README's tables.

``.venv/bin/python -m bench.run_all`` (about two minutes). Each table compares figures measured in the
same run: commands against the HTTP floor, loads with snapshots against a full fold.
"""

from __future__ import annotations

import subprocess
import sys


def run(module: str, *args: str) -> None:
    print(f"\n### {module}\n", flush=True)
    subprocess.run([sys.executable, "-m", module, *args], check=True)


def main() -> None:
    run("bench.engine_speed", "--games", "2000")
    run("bench.load_time")
    run("bench.undo_chain")
    run("bench.http_load", "--seconds", "8")
    run("bench.command_budget")
    run("bench.farcry_enemy_turn")


if __name__ == "__main__":
    main()
