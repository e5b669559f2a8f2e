"""How often ``decide`` refuses a listed legal action filled at random (issue 13 item 21), per game and action.

Two fillers, on the same seeded random matches: ``counts`` reads only what listings said before item 21
(choices and a count between ``min`` and ``max``), ``listing`` reads everything they state
(``domain/listing.py``: totals and groups too). Nothing is timed: it is a rules figure. ::

    .venv/bin/python -m bench.listing_refusals --matches 40
"""

from __future__ import annotations

import argparse
from collections import Counter
from collections.abc import Callable
from importlib import import_module
from typing import Any

import msgspec

from domain import listing
from domain.contract import Engine, Event, LegalAction, Param, RuleViolation
from domain.rng import Rng
from tests.support.listing_walk import TryAction, walk_listings

GAMES: list[tuple[str, dict[str, Any]]] = [
    ("maeshowe", {"players": 1}),
    ("maeshowe", {"players": 2, "expansions": ["gluttony", "crumbling", "dread", "snub", "haste", "ruin"]}),
    ("bigbook", {"players": 2}),
    ("bigbook", {"players": 5, "difficulty": 3, "mode": "cauchemar"}),
    ("montagnes", {"players": 3}),
    ("montagnes", {"players": 5, "expert": True}),
]
PAYMENTS = frozenset({"activate", "learn", "acquire", "destroy_curse", "heal"})
"""Big Book's actions paid with element cards."""


def counts_only(action: LegalAction, rng: Rng) -> dict[str, Any]:
    """A body filled from choices and counts alone, as before listings stated totals and groups."""
    plain = [
        Param(p.name, [msgspec.structs.replace(c, amount=None, group=None) for c in p.choices], p.many, p.min, p.max)
        for p in action.params
    ]
    return listing.fill(msgspec.structs.replace(action, params=plain), rng)


FILLERS: dict[str, Callable[[LegalAction, Rng], dict[str, Any]]] = {"counts": counts_only, "listing": listing.fill}


Counts = Counter[tuple[str, str, str]]


def counting(engine: Engine[Any, Any], rng: Rng, tried: Counts, refused: Counts) -> TryAction:
    """Each filler three times on an action, counted; the accepted outcomes of ``listing``, to move on."""

    def try_action(state: Any, seat: int, action: LegalAction, now: float) -> list[list[Event]]:
        accepted: list[list[Event]] = []
        for name, filler in FILLERS.items():
            for _ in range(3):
                outcome = engine.decide(state, seat, engine.parse_command(filler(action, rng)), now, rng)
                tried[engine.game, action.action, name] += 1
                if isinstance(outcome, RuleViolation):
                    refused[engine.game, action.action, name] += 1
                elif name == "listing":
                    accepted.append(outcome)
        return accepted

    return try_action


def measure(matches: int) -> tuple[Counts, Counts]:
    """(tried, refused) by (game, action, filler)."""
    tried: Counts = Counter()
    refused: Counts = Counter()
    for game, options in GAMES:
        engine: Engine[Any, Any] = import_module(f"domain.games.{game}").ENGINE
        for match in range(matches):
            rng = Rng.derive(match, "listing-refusals", game, len(options))
            walk_listings(engine, options, rng, 3000, counting(engine, rng, tried, refused), strict=False)
    return tried, refused


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=20, help="seeded matches per configuration")
    args = parser.parse_args()
    tried, refused = measure(args.matches)
    rows: dict[tuple[str, str], list[int]] = {}
    for (game, action, name), n in tried.items():
        key = (game, "payments" if game == "bigbook" and action in PAYMENTS else "other actions")
        row = rows.setdefault(key, [0, 0, 0, 0])
        offset = 0 if name == "counts" else 2
        row[offset] += n
        row[offset + 1] += refused[game, action, name]
    print(f"{'game':10} {'actions':14} {'counts-only refused':>24} {'listing refused':>24}")
    for (game, kind), (n0, r0, n1, r1) in sorted(rows.items()):
        print(f"{game:10} {kind:14} {f'{r0}/{n0} = {r0 / n0:.1%}':>24} {f'{r1}/{n1} = {r1 / n1:.1%}':>24}")
    for (game, action, name), n in sorted(tried.items()):
        if refused[game, action, name]:
            print(f"  {game} {action} ({name}): {refused[game, action, name]}/{n} refused")


if __name__ == "__main__":
    main()
