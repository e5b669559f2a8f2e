"""Mission 7's special rules, "Revanche" (L2077-2165): the Traitor, Vaas's ruse tokens, cages by table size.

All of it reads the mission's data (``ruses``, ``ruse_faces``, ``ruse_holder``, ``cages``), so another
mission may reuse it. The palisades are movement and sight (`paths.Ground.palisades`,
`sight.sight`'s ``palisades``).

* The Traitor (R-F-74, L1504-1510): a human enemy set up from the Traitor board (the ``ruse_holder``),
  holding one ruse token face down. Killed before Vaas takes it, the token lies face down on his hex
  (the fold of his removal, `evolve_combat.apply_unit_removed`).
* The ruse tokens (L2100): shuffled face down at the set-up (`placed`), the first on the Traitor's
  board, the others on the mission's spots. Their faces (designed, `Mission.ruse_faces`) are hidden
  from every seat until Vaas takes one.
* Vaas Montenegro (L1504-1508): his board's `SeekRuse` step walks him towards the nearest token (by path,
  the Traitor's included: "si le Traître est plus proche de Vaas qu'un autre jeton Ruse, Vaas se
  déplacera vers lui") until he is beside it; `TakeRuse` takes every token beside him (or under him):
  face up on his board, its effect at once (designed): ``heal`` HP back (never above his board's
  maximum), ``fury`` more damage to each of his attacks (`bonus`), ``ambush`` a reserve unit beside him.
  With no token left, both steps do nothing and he fights.
* Cages (L2117-2137, R-F-56: solo counts 2): each cage's captive for the number of characters comes
  from the reserve into the cage (`caged`), out of the chain until a hit or a hand opens it (TI-8, R-F-43).
"""

from __future__ import annotations

import msgspec

from domain.games.farcry import events as ev
from domain.games.farcry import rules
from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.layout import to_hex
from domain.games.farcry.content.schema import EnemyPlacement, Mission, RuseFace
from domain.games.farcry.context import Flow
from domain.games.farcry.evolve_combat import max_hp
from domain.games.farcry.state import FarCryState, UnitState
from domain.games.farcry.tactical.hexes import Hex, adjacent, neighbours
from domain.games.farcry.tactical.placement import place_at
from domain.rng import Rng


def caged(mission: Mission, characters: int) -> list[EnemyPlacement]:
    """The mission's enemy list with each cage's captive for the table moved from the reserve into its
    cage (L2117-2137; R-F-56: solo counts 2; the first reserve unit of that board, in list order)."""
    out = list(mission.enemies)
    table = max(2, characters)
    for cage in mission.cages:
        unit = cage.captive.get(table)
        i = next((i for i, e in enumerate(out) if e.unit == unit and e.at is None), None)
        if i is not None:
            out[i] = msgspec.structs.replace(out[i], at=cage.at, caged=True)
    return out


def placed(mission: Mission, rng: Rng, holder: str | None) -> ev.RusesPlaced | None:
    """The set-up's ruse tokens (L2100, L2115): the faces shuffled face down, the first on the holder's
    board (``holder``, the Traitor's uid), the others on the mission's spots."""
    if not mission.ruse_faces:
        return None
    faces = rng.shuffled([f.id for f in mission.ruse_faces])
    held = faces.pop(0) if holder is not None else None
    tokens = [ev.FaceDown(at=to_hex(c), kind=k) for c, k in zip(mission.ruses, faces, strict=False)]
    return ev.RusesPlaced(tokens=tokens, holder=holder, held=held)


def face(mission: str, face_id: str) -> RuseFace:
    return next(f for f in CONTENT.missions[mission].ruse_faces if f.id == face_id)


def _holder_at(s: FarCryState) -> Hex | None:
    """Where the Traitor stands while he still holds his token."""
    if s.ruse_holder is None or s.ruse_held is None:
        return None
    u = rules.unit(s, s.ruse_holder)
    return None if u is None else u.at


def token_hexes(s: FarCryState) -> list[Hex]:
    """Every ruse token Vaas may head for: those lying on the board and the Traitor's (his hex)."""
    out = [t.at for t in s.ruses]
    held = _holder_at(s)
    return out + ([held] if held is not None else [])


def goals(s: FarCryState, u: UnitState) -> tuple[set[Hex], list[Hex]] | None:
    """`SeekRuse` (L1504-1506): the hexes that put the unit beside a token (or on a lying one), free and
    walkable, and the tokens' hexes; ``None`` when no token is left or the unit already stands by one
    (the step then does nothing; `enemy_turn` walks the route, EN-16 ties to the players)."""
    tokens = token_hexes(s)
    if not tokens or u.at is None or any(u.at == t or adjacent(u.at, t) for t in tokens):
        return None
    ground, taken = rules.ground_now(s), rules.occupied(s, but=u.uid)
    return {h for t in tokens for h in (t, *neighbours(t)) if ground.walkable(h) and h not in taken}, tokens


def take(f: Flow, u: UnitState) -> None:
    """`TakeRuse` (L1508): every token beside the unit (or under it) goes face up on its board, the
    lying ones in hex order, then the Traitor's; each gives its effect at once (designed)."""
    if u.at is None:
        return
    here = u.at
    lying = sorted((t.at, t.kind) for t in f.s.ruses if t.at == here or adjacent(t.at, here))
    for at, kind in lying:  # two may lie on one hex (the Traitor fell on a token, L1510)
        f.emit(ev.RuseTaken(by=u.uid, face=kind, at=at))
        _effect(f, u.uid, kind)
    held = _holder_at(f.s)
    if held is not None and adjacent(held, here) and f.s.ruse_held is not None:
        kind = f.s.ruse_held
        f.emit(ev.RuseTaken(by=u.uid, face=kind, at=None))
        _effect(f, u.uid, kind)


def _effect(f: Flow, uid: str, face_id: str) -> None:
    """What a ruse token gives Vaas (designed, `Mission.ruse_faces`)."""
    token = face(f.s.mission, face_id)
    me = rules.unit(f.s, uid)
    if me is None or me.at is None:
        return
    if token.effect == "heal":
        amount = min(token.amount, max(0, max_hp(f.s, uid) - me.hp))  # never above his board (ST-11)
        if amount:
            f.emit(ev.Healed(who=uid, amount=amount, source="ruse"))
    elif token.effect == "ambush" and token.unit is not None:
        place_at(f, token.unit, me.at)  # the reserve unit (or a free base, EN-5) beside him (TI-15)


def bonus(s: FarCryState, attacker: str) -> int:
    """The ``fury`` faces Vaas took: +amount damage to each of his attacks (designed)."""
    if not s.vaas_ruses or attacker.rsplit("-", 1)[0] != "vaas_montenegro":
        return 0
    return sum(face(s.mission, k).amount for k in s.vaas_ruses if face(s.mission, k).effect == "fury")


def freed_alive(s: FarCryState, unit: str) -> bool:
    """M7's "Amis pour la vie" (L2091, designed reading): a unit of that board let out of its cage
    stands alive on the board."""
    return any(u.unit == unit and not u.caged and u.at is not None and not u.stunned for u in s.units)


def killed_with(s: FarCryState, unit: str, weapon: str) -> bool:
    """M7's "Ça tue les légendes, tu disais ?" (L2093): a character killed a unit of that board with an
    attack of ``weapon``."""
    heroes = {c.character for c in s.characters}
    return any(k.uid.rsplit("-", 1)[0] == unit and k.weapon == weapon and k.by in heroes for k in s.kills)
