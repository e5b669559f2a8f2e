"""What each exploration card does to those who arrive on it (EX-17..EX-29, L1362-1386).

Pure: a card, its participants in seat order, their commitments and the dice give one `CardResolved`.
Several players roll in seat order, one die at a time (R-F-63). Only hunts, patrols and three secret
places make their players flee on failure (R-F-62); a temple failure just gives nothing. A secret place
sends everyone back to camp afterwards and turns face down (EX-24..EX-26). A player at 0 HP rolls no
more (R-F-65).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.schema import ExplorationCard
from domain.games.farcry.explorations.events import CardResolved, Change, ExploreRoll
from domain.games.farcry.explorations.state import MP_CAP, Commitment, Explorer
from domain.games.farcry.tactical.dice import Colour, roll
from domain.rng import Rng

TRAIL_XP = 100
"""EX-22, L1372: every player discovering a trail gains 100 XP (the cards carry it as ``xp``)."""
CAMPFIRE_GAIN = 2
"""EX-27, L1382: +2 HP and +2 MP."""
LEAVES_DRAWN = 3
"""EX-29, L1386."""
TEMPLE_ROUNDS = 50
"""A bound on the temples' re-roll rounds (R-F-64's void rounds): reached with odds below 10^-30."""


class Table:
    """One resolution in progress: each participant's running HP, MP, XP, madness and rolls."""

    def __init__(self, card: ExplorationCard, people: list[Explorer], chosen: dict[str, Commitment], rng: Rng):
        self.card, self.people, self.chosen, self.rng = card, people, chosen, rng
        self.hp = {p.character: p.hp for p in people}
        self.mp = {p.character: 0 for p in people}
        self.xp = {p.character: 0 for p in people}
        self.madness = {p.character: 0 for p in people}
        self.rolls: list[ExploreRoll] = []

    def throw(self, who: str, die: Colour) -> bool:
        r = roll(die, self.rng)
        self.rolls.append(ExploreRoll(character=who, die=die, face=r.face, symbol=r.symbol))
        return r.symbol

    def alive(self, who: str) -> bool:
        return self.hp[who] > 0

    def hurt(self, who: str, amount: int) -> None:
        self.hp[who] = max(0, self.hp[who] - amount)

    def changes(self, moved: set[str]) -> list[Change]:
        out = []
        for p in self.people:
            who = p.character
            to = self.chosen[who].flee_to if who in moved and who in self.chosen else None
            out.append(
                Change(
                    character=who,
                    hp=self.hp[who] - p.hp,
                    mp=self.mp[who],
                    xp=self.xp[who],
                    madness=self.madness[who],
                    to=to,
                )
            )
        return out


def _temple(t: Table) -> bool:
    """EX-17: each rolls; several successes re-roll until one alone succeeds; a failure stops a player;
    a re-roll round where everyone fails is void (R-F-64)."""
    die = t.card.die or "green"
    winners = [p.character for p in t.people if t.throw(p.character, die)]
    rounds = 0
    while len(winners) > 1 and rounds < TEMPLE_ROUNDS:
        rounds += 1
        again = [who for who in winners if t.throw(who, die)]
        if again:
            winners = again
    if len(winners) == 1:
        t.xp[winners[0]] += t.card.xp
        return True
    return False


def _heron(t: Table) -> bool:
    """EX-18: a green die each; every success gains the XP."""
    won = False
    for p in t.people:
        if t.throw(p.character, "green"):
            t.xp[p.character] += t.card.xp
            won = True
    return won


def _hunt(t: Table) -> bool:
    """EX-19, R-F-63: one free roll each plus the re-rolls bought before rolling (1 MP each, lost if
    unused); each failure costs the card's HP; the first success kills the animal: XP to everyone."""
    die = t.card.die or "green"
    tries = {}
    for p in t.people:
        bought = min(t.chosen[p.character].rerolls if p.character in t.chosen else 0, p.mp)  # EX-19, bought
        t.mp[p.character] -= bought
        tries[p.character] = 1 + bought
    killed = False
    for p in t.people:
        who = p.character
        for _ in range(tries[who]):
            if killed or not t.alive(who):
                break
            if t.throw(who, die):
                killed = True
            else:
                t.hurt(who, t.card.hp)
    if killed:
        for p in t.people:
            t.xp[p.character] += t.card.xp
    return killed


def _patrol(t: Table) -> bool:
    """EX-20, R-F-63: up to two dice each, until 2 successes in all; each failure costs the card's HP;
    each success against pirates moves its roller's madness counter at once (EX-21, MD-14)."""
    die = t.card.die or "green"
    successes = 0
    for p in t.people:
        who = p.character
        for _ in range(2):
            if successes >= 2 or not t.alive(who):
                break
            if t.throw(who, die):
                successes += 1
                if t.card.pirates:
                    t.madness[who] += 1
            else:
                t.hurt(who, t.card.hp)
    if successes >= 2:
        for p in t.people:
            t.xp[p.character] += t.card.xp
    return successes >= 2


def _secret_temple(t: Table) -> bool:
    """EX-24: green, then yellow, then orange, each success its XP; a failure costs 1 HP and ends the visit."""
    won = False
    for p in t.people:
        for die, xp in zip(t.card.dice, t.card.steps_xp, strict=True):
            if not t.alive(p.character):
                break
            if t.throw(p.character, die):
                t.xp[p.character] += xp
                won = True
            else:
                t.hurt(p.character, 1)
                break
    return won


def _trail(t: Table) -> bool:
    for p in t.people:
        t.xp[p.character] += t.card.xp
    return True


def _campfire(t: Table) -> bool:
    """EX-27, R-F-65: the players arriving on it gain 2 HP (up to their maximum) and 2 MP (up to 11)."""
    for p in t.people:
        t.hp[p.character] = min(p.max_hp, p.hp + CAMPFIRE_GAIN)
        t.mp[p.character] = min(MP_CAP, p.mp + CAMPFIRE_GAIN) - p.mp
    return True


def _crevasse(t: Table) -> bool:
    """EX-28: 1 HP and 1 MP lost."""
    for p in t.people:
        t.hurt(p.character, t.card.hp)
        t.mp[p.character] = -min(1, p.mp)
    return True


RESOLVE: dict[str, Callable[[Table], bool]] = {
    "spider_temple": _temple,
    "shark_temple": _temple,
    "heron_temple": _heron,
    "hunt": _hunt,
    "bear_den": _hunt,
    "patrol": _patrol,
    "pirates_camp": _patrol,
    "secret_temple": _secret_temple,
    "trail": _trail,
    "campfire": _campfire,
    "crevasse": _crevasse,
    "leaves": lambda t: True,
}
FLEE_ON_FAILURE = frozenset({"hunt", "bear_den", "patrol", "pirates_camp", "secret_temple"})
"""R-F-62: the cards whose failure makes the players flee."""
BACK_TO_CAMP = frozenset({"secret_temple", "pirates_camp", "bear_den"})
"""EX-24..EX-26: everyone goes back afterwards and the place turns face down."""


def leaf_supply(held: list[str]) -> list[str]:
    """The leaf tokens still in the box: the 26 of L154 less those the team holds (physical counts)."""
    box = Counter({lf.id: lf.copies for lf in CONTENT.box.leaves})
    return sorted((box - Counter(held)).elements())


def resolve(
    at: str,
    card_id: str,
    people: list[Explorer],
    chosen: dict[str, Commitment],
    held_leaves: list[str],
    rng: Rng,
) -> CardResolved:
    """The card at ``at`` resolved by ``people`` (seat order) with their commitments and the dice."""
    card = CONTENT.exploration[card_id]
    t = Table(card, people, chosen, rng)
    success = RESOLVE[card.kind](t)
    leaves = rng.sample(leaf_supply(held_leaves), LEAVES_DRAWN) if card.kind == "leaves" else []
    moved: set[str] = set()
    if card.kind in BACK_TO_CAMP or (card.kind in FLEE_ON_FAILURE and not success):
        moved = {p.character for p in people}
    return CardResolved(
        at=at,
        card=card_id,
        participants=[p.character for p in people],
        rolls=t.rolls,
        changes=t.changes(moved),
        success=success,
        money=card.money if success and card.kind in ("patrol", "pirates_camp") else 0,
        skins=card.skins if success and card.kind in ("hunt", "bear_den") else 0,
        leaves=leaves,
        unlocked=card.unlocks,
        closed=card.kind in BACK_TO_CAMP,
    )
