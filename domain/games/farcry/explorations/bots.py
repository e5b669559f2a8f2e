"""A heuristic explorer (the stand-in and the bench's table): it walks toward what pays.

Step 2: each unspent destination is scored by what its card gives for the explorer's HP (a known
card by its kind and values, a face-down one by the pile's average, a spent one nothing), the flight
goes to a campfire when one is known; a hunt buys one re-roll while MP allow another move; step 5 stays.
When no known destination beats a face-down card's average and it has 2 MP or more, it first reveals
(EX-11, 1 MP, once a round) a face-down card it could walk to. Pure: reads the state, returns a
listed command.
"""

from __future__ import annotations

from domain.contract import Command
from domain.games.farcry.content import CONTENT
from domain.games.farcry.explorations.commands import ExploreChoose, ExplorePass, ExploreRerolls, ExploreReveal
from domain.games.farcry.explorations.grid import card_at
from domain.games.farcry.explorations.play import destinations, flights, reveals, to_choose, to_hunt, to_regroup
from domain.games.farcry.explorations.state import ExplorationState, Explorer
from domain.games.farcry.state import FarCryState
from domain.games.farcry.tactical.dice import FACES, Colour
from domain.rng import Rng

UNKNOWN = 40.0
"""What a face-down card is worth to the heuristic (about the pile's mean XP-equivalent)."""


def _chance(die: Colour | None) -> float:
    faces = FACES[die or "green"]
    return sum(faces) / len(faces)


def worth(card: str, e: Explorer) -> float:
    """A card's value for ``e``: XP (money and skins counted at a tenth, leaves 20 each) times the
    chance of getting it, less 30 per HP it may cost; deadly when the explorer could die of it."""
    c = CONTENT.exploration[card]
    p = _chance(c.die)
    gain = c.xp + c.money / 10 + c.skins * 10
    if c.kind in ("hunt", "bear_den", "patrol", "pirates_camp"):
        risk = c.hp * (2 if c.kind in ("patrol", "pirates_camp") else 1)
        return -100.0 if e.hp <= risk else p * gain - 30 * (1 - p) * c.hp
    if c.kind == "secret_temple":
        return -100.0 if e.hp <= 1 else sum(x * _chance(d) for d, x in zip(c.dice, c.steps_xp, strict=True))
    if c.kind == "campfire":
        return 15.0 * (min(2, e.max_hp - e.hp) + 1)
    if c.kind == "crevasse":
        return -30.0
    if c.kind == "leaves":
        return 60.0
    return p * c.xp


def _value(x: ExplorationState, to: str, e: Explorer) -> float:
    placed = card_at(x, to)
    if placed is None:
        return worth(to, e)
    if placed.ammo:
        return 0.0
    return worth(placed.card, e) if placed.face_up else UNKNOWN


def heuristic(s: FarCryState, seat: int, rng: Rng) -> Command | None:
    x = s.exploration
    if x is None:
        return None
    for e in to_hunt(x):
        if e.seat == seat:
            return ExploreRerolls(character=e.character, rerolls=1 if e.mp >= 3 else 0)
    for e in to_regroup(x):
        if e.seat == seat:
            return ExplorePass(character=e.character)
    for e in to_choose(x):
        if e.seat == seat:
            options = destinations(x, e)
            best = max(_value(x, to, e) for to in options)
            hidden = [cell for cell in reveals(x, e) if cell in options]
            if hidden and best <= UNKNOWN and e.mp >= 2:  # EX-11: look before walking into a face-down card
                return ExploreReveal(character=e.character, cell=rng.choice(hidden))
            to = rng.choice([o for o in options if _value(x, o, e) == best])
            return ExploreChoose(character=e.character, to=to, flee_to=flights(x)[-1])
    return None
