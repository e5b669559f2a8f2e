"""The Big Book of Madness win-rate table: bot x player count x difficulty, with seeds and sample sizes.

Full run (the table in ``domain/games/bigbook/README.md``, about 10 minutes on one core)::

    .venv/bin/python -m bench.bigbook_winrates --seeds 200

Each cell plays the matches of seeds ``first .. first + seeds - 1`` with
``domain.games.bigbook.bots.play`` (a seed fixes the set-up, every shuffle and every bot choice),
every seat played by the same bot, Normal mode, magicians chosen by the bot. A cell reads
``win % (losses: pile empty / last monster / all mad)``. Nothing is timed: it is a rules figure.
"""

from __future__ import annotations

import argparse
from collections import Counter
from dataclasses import dataclass

from domain.games.bigbook.bots import BOTS, win_rate
from domain.games.bigbook.options import Options

ROMAN = {1: "I", 2: "II", 3: "III"}


@dataclass(frozen=True)
class Cell:
    bot: str
    players: int
    difficulty: int
    seeds: range
    endings: Counter[str]

    @property
    def wins(self) -> int:
        return self.endings["final_monster_defeated"]

    @property
    def label(self) -> str:
        e = self.endings
        share = 100 * self.wins / max(1, len(self.seeds))
        losses = f"{e['madness_pile_empty']} / {e['final_monster_not_defeated']} / {e['all_players_mad']}"
        return f"{share:.0f}% ({losses})"


def measure(bot: str, players: int, difficulty: int, seeds: range) -> Cell:
    chooser, strict = BOTS[bot]
    _, endings = win_rate(Options(players=players, difficulty=difficulty), seeds, chooser, strict=strict)
    return Cell(bot, players, difficulty, seeds, endings)


def table(cells: list[Cell]) -> str:
    """A Markdown table: one row per bot and player count, one column per difficulty."""
    difficulties = sorted({c.difficulty for c in cells})
    header = "| bot | players | " + " | ".join(ROMAN[d] for d in difficulties) + " |"
    rule = "| --- | --- | " + " | ".join("---" for _ in difficulties) + " |"
    rows = [header, rule]
    for bot, players in dict.fromkeys((c.bot, c.players) for c in cells):
        row = {c.difficulty: c.label for c in cells if c.bot == bot and c.players == players}
        rows.append(f"| {bot} | {players} | " + " | ".join(row.get(d, "") for d in difficulties) + " |")
    first = cells[0].seeds
    rows.append("")
    rows.append(f"n = {len(first)} matches per cell, seeds {first.start}-{first.stop - 1}; cells: win % (losses:")
    rows.append("madness pile empty / last monster not beaten / all players eliminated).")
    return "\n".join(rows)


def run(bots: list[str], players: list[int], difficulties: list[int], seeds: range) -> list[Cell]:
    return [measure(b, p, d, seeds) for b in bots for p in players for d in difficulties]


def _ints(text: str) -> list[int]:
    return [int(part) for part in text.split(",") if part]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--seeds", type=int, default=200, help="matches per cell")
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--bots", default="heuristic,random", help=f"comma-separated, among {sorted(BOTS)}")
    parser.add_argument("--players", default="2,3,4,5")
    parser.add_argument("--difficulties", default="1,2,3")
    args = parser.parse_args(argv)
    bots = [b for b in args.bots.split(",") if b]
    unknown = [b for b in bots if b not in BOTS]
    if unknown:
        parser.error(f"unknown bot(s) {unknown}; choose among {sorted(BOTS)}")
    seeds = range(args.first_seed, args.first_seed + args.seeds)
    print(table(run(bots, _ints(args.players), _ints(args.difficulties), seeds)), flush=True)


if __name__ == "__main__":
    main()
