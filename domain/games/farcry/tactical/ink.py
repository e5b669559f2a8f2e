"""Mission 5's special rules, "Tatouage" (L1947-2009): the ink, the Ink minions' reinforcements, the
Ink monster's two designed instructions and Vaas the legend killer as the ally who must live.

All of it reads the mission's data, so another mission may reuse it: the ``escort`` unit board, the
``withheld`` weapon cards, the boss ``shield`` by table size, ``ink_puddle`` tiles, the round board's
`Reinforce` op and the `SpillInk` and `Summon` behaviour instructions.

The text gives the ink tokens (the status tokens' ink face, L17-223) and the ink puddles (40 tokens)
no rule; what follows is designed (domain/games/farcry/README.md, mission 5):

* An ink puddle lies on a hex like a traversable tile. A character who steps onto it absorbs it: the
  puddle is gone and the character holds one ink token more ("Joli tatouage !": 5 tokens, L1961). Other
  units walk over puddles without effect.
* Puddles: the board's designed ones at the start, and the Ink monster's step B (`spill`): one on every
  free open hex around it (no unit, no tile).
* A character holding `TATTOO_TOKENS` ink tokens or more is tattooed "with the power of the dead"
  (L2001-2005): each of their attacks that hits an Ink unit deals `TATTOO_DAMAGE` more (`bonus`).
* Reinforcements (L1983): each round's event phase, while fewer Ink minions than characters stand on
  the board (R-F-56: solo counts 2; EN-5's four at most), an "Où" card is drawn at random and a minion
  enters at its location (the nearest free hex when taken, TI-15). A killed minion's base is free again
  (L1054), so the ink keeps coming. The Ink monster's HP-conditioned step (`summon`, L1068) brings one
  more the same way.
* Vaas (L1985-1987, R-F-73): a controlled ally (`tactical.allies`) wielding the Silver Dragon card,
  taken from whoever carried it at the start (``withheld``); the players command him in their turn, no
  give or exchange reaches him (they name characters only); his death fails the mission at once
  (`escort_lost`); the primary objective's ``weapon`` gives the card back to the team (`award`).
"""

from __future__ import annotations

from domain.games.farcry import events as ev
from domain.games.farcry import rules
from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.schema import Reinforce, SpillInk, Summon, Where
from domain.games.farcry.context import Flow
from domain.games.farcry.state import FarCryState, UnitState
from domain.games.farcry.tactical.hexes import Hex, area
from domain.games.farcry.tactical.placement import place_at
from domain.rng import Rng

PUDDLE = "ink_puddle"
INK_UNITS = frozenset({"ink_monster", "ink_minion"})
"""The units the tattoo hurts more (M5's boss and its minions)."""
TATTOO_TOKENS = 3
"""Designed: ink tokens a character needs to be tattooed (`bonus`)."""
TATTOO_DAMAGE = 1
"""Designed: the tattooed character's extra damage to Ink units."""
MAX_OF_A_TYPE = 4
"""EN-5 (L1054): never more than 4 units of one type at once."""


def stepped_on(f: Flow, who: str, at: Hex) -> None:
    """A character who steps onto an ink puddle absorbs it: one ink token (designed)."""
    if any(t.at == at and t.kind == PUDDLE for t in f.s.tiles) and any(c.character == who for c in f.s.characters):
        f.emit(ev.InkAbsorbed(character=who, at=at))


def bonus(s: FarCryState, attacker: str, target: str | None) -> int:
    """Designed: +1 damage from a character holding 3 ink tokens or more to an Ink unit."""
    if target is None:
        return 0
    victim = next((u for u in s.units if u.uid == target), None)
    me = next((c for c in s.characters if c.character == attacker), None)
    if victim is None or me is None or victim.unit not in INK_UNITS:
        return 0
    return TATTOO_DAMAGE if me.ink >= TATTOO_TOKENS else 0


def spill(f: Flow, u: UnitState, op: SpillInk) -> None:
    """The Ink monster's step B (designed): a puddle on every free open hex within ``op.radius``."""
    if u.at is None:
        return
    ground = rules.ground_now(f.s)
    taken = rules.occupied(f.s) | {t.at for t in f.s.tiles}
    hexes = sorted(h for h in area(u.at, op.radius) if h != u.at and ground.walkable(h) and h not in taken)
    if hexes:
        f.emit(ev.InkSpilled(by=u.uid, hexes=hexes))


def _draw_where(f: Flow, rng: Rng, unit: str) -> None:
    """L1983: an "Où" card at random; ``unit`` enters at its location (EN-5's four at most)."""
    if sum(1 for u in f.s.units if u.unit == unit) >= MAX_OF_A_TYPE:
        return
    cards = sorted(a.id for a in CONTENT.anecdotes.values() if isinstance(a, Where))
    card = rng.choice(cards)
    where = CONTENT.anecdotes[card]
    assert isinstance(where, Where)
    f.emit(ev.WhereDrawn(card=card, unit=unit))
    place_at(f, unit, rules.board_of(f.s.mission).locations[where.location])


def reinforce(f: Flow, rng: Rng, op: Reinforce) -> None:
    """The round board's reinforcement (L1983, designed): one ``op.unit`` while fewer stand on the
    board than there are characters (R-F-56: solo counts 2)."""
    if sum(1 for u in f.s.units if u.unit == op.unit) < max(2, len(f.s.characters)):
        _draw_where(f, rng, op.unit)


def summon(f: Flow, rng: Rng, u: UnitState, op: Summon) -> None:
    """The Ink monster's HP-conditioned step (L1068, designed): at ``op.hp_at_most`` HP or less, a
    minion comes in through an "Où" card."""
    if u.hp <= op.hp_at_most:
        _draw_where(f, rng, op.unit)


def escort_lost(s: FarCryState) -> bool:
    """L1987: the mission's escort (Vaas, the legend killer) is dead."""
    escort = CONTENT.missions[s.mission].escort
    return escort is not None and not any(u.unit == escort for u in s.units)


def award(f: Flow, met: list[str]) -> None:
    """L1957, R-F-73: the objectives met that give a weapon card give it to the first character still
    in play (seat order), else the first one (designed: the save keeps it with them)."""
    for o in CONTENT.missions[f.s.mission].objectives:
        if o.weapon is None or o.id not in met or not f.s.characters:
            continue
        if any(any(w.weapon == o.weapon for w in c.weapons) for c in f.s.characters):
            continue
        standing = [c for c in f.s.characters if not c.ko]
        to = (standing or f.s.characters)[0]
        f.emit(ev.WeaponAwarded(character=to.character, weapon=o.weapon))


def tattooed(s: FarCryState, character: str, count: int) -> bool:
    return any(c.character == character and c.ink >= count for c in s.characters)


def minion_round(s: FarCryState, unit: str) -> bool:
    """M5's "Rien ne résiste" (L1965): in one round, every character killed a ``unit`` (designed: a
    kill by any means of theirs, R-F-30)."""
    names = {c.character for c in s.characters}
    rounds: dict[int, set[str]] = {}
    for k in s.kills:
        if k.by in names and k.uid.rsplit("-", 1)[0] == unit:
            rounds.setdefault(k.round, set()).add(k.by)
    return any(killers == names for killers in rounds.values())
