"""Mission 6's machine gun: its 6 HP and the cover its seat gives (TI-2, L2177-2191; R-F-23, R-F-24).

"Une unité dans un siège de mitrailleuse est à couvert contre toutes les attaques à distance" (L2183),
"Une mitrailleuse a 6 PV" (L2185), and at 6 damage tokens or more it is unusable: its occupant goes to
an adjacent hex, the card is boxed, the tile stays a cover (L2191). Each test plays the effect through
`decide` and `evolve`.
"""

from __future__ import annotations

from domain.contract import Command, Event, LegalAction
from domain.games.farcry import bots
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry.context import Flow
from domain.games.farcry.state import FarCryState, TileState
from domain.games.farcry.tactical import combat, enemy_turn
from domain.games.farcry.tactical.board import covers, mission_map
from domain.games.farcry.tactical.hexes import adjacent
from domain.rng import Rng
from tests.games.farcry.farcry_play import ENGINE, act, character, put, refused, unit
from tests.games.farcry.test_mission_6 import GUN, GUNNER, h, mission_6, quiet

SHOOTER_AT = h(4, 3)
"""West of the gun on its row: the line to the gun touches no cover beside it."""


def _gun(s: FarCryState) -> TileState:
    return next(t for t in s.tiles if t.kind == "machine_gun")


def _shot_at_gun(s: FarCryState, name: str) -> LegalAction:
    """The shooter's listed single shot at the gun's hex."""
    return next(
        a
        for a in ENGINE.legal_actions(s, 0)
        if a.action == "attack"
        and a.fixed["character"] == name
        and a.fixed["mode"] == "single"
        and [tuple(t["at"]) for t in a.fixed["targets"]] == [tuple(GUN)]
    )


def _gunner_facing_a_shooter() -> tuple[FarCryState, str]:
    s = quiet(mission_6(), keep=(GUNNER,))
    name = s.characters[0].character
    put(s, name, SHOOTER_AT)
    return s, name


def _resolved(events: list[Event]) -> ev.AttackResolved:
    return next(e for e in events if isinstance(e, ev.AttackResolved))


def test_a_shot_at_the_seated_unit_rolls_the_cover_die_whatever_the_line() -> None:
    """L2183: the seat covers its occupant from every ranged attack, even on a line that touches no
    cover beside it (where an unseated unit rolls no cover die)."""
    s, name = _gunner_facing_a_shooter()
    assert not combat.line(s, SHOOTER_AT, GUN).in_cover  # nothing but the seat covers the Assailant
    assert combat.rolls_cover(s, SHOOTER_AT, GUN)
    shot = bots._command(_shot_at_gun(s, name))
    for seed in range(6):
        _, events = act(s, 0, shot, rng_seed=seed)
        assert _resolved(events).roll.cover is not None, seed
    beside = h(6, 3)  # the same Assailant off the seat, on the same line: no cover die
    put(s, GUNNER, beside)
    assert not combat.rolls_cover(s, SHOOTER_AT, beside)


def _until_a_shield(s: FarCryState, shot: Command) -> tuple[FarCryState, list[Event]]:
    """The shot played with the first seed whose cover die shows a shield."""
    for seed in range(60):
        after, events = act(s, 0, shot, rng_seed=seed)
        if _resolved(events).roll.result == "cover":
            return after, events
    raise AssertionError("no shield in 60 seeds")


def test_a_shield_sends_the_hit_to_the_gun_which_counts_its_damage() -> None:
    """R-F-23 with TI-2: the shield of the seat's cover die sends the hit to the gun itself (the cover
    nearest its occupant), which takes the weapon's damage as damage tokens; the occupant takes none."""
    s, name = _gunner_facing_a_shooter()
    shot = bots._command(_shot_at_gun(s, name))
    hp = unit(s, GUNNER).hp
    after, events = _until_a_shield(s, shot)
    assert _resolved(events).cover_hit == GUN
    damaged = [e for e in events if isinstance(e, ev.TileDamaged)]
    assert [(e.at, e.kind) for e in damaged] == [(GUN, "machine_gun")]
    assert _gun(after).damage == damaged[0].amount > 0
    assert unit(after, GUNNER).hp == hp


def test_six_damage_break_the_gun_its_occupant_goes_beside_and_it_stays_a_cover() -> None:
    """L2191: at 6 damage or more the gun is unusable; the seated enemy is put on an adjacent hex and
    fires its own weapons again; the tile stays as a cover (and no seat is offered any more)."""
    s, name = _gunner_facing_a_shooter()
    _gun(s).damage = 5
    shot = bots._command(_shot_at_gun(s, name))
    after, events = _until_a_shield(s, shot)
    assert _gun(after).damage >= 6
    broken = [e for e in events if isinstance(e, ev.GunBroken)]
    assert [(e.at, e.who) for e in broken] == [(GUN, GUNNER)]
    at = unit(after, GUNNER).at
    assert at == broken[0].to and at is not None and at != GUN and adjacent(at, GUN)
    assert "mounted_machine_gun" not in combat.hand(after, GUNNER)
    assert GUN in covers(mission_map(after.mission), {t.at: t.kind for t in after.tiles})
    put(after, name, h(6, 3))
    put(after, GUNNER, h(1, 7))
    assert refused(after, 0, cmd.Interact(character=name, at=GUN)).code == "nothing_to_do"


def test_a_character_in_the_seat_of_a_gun_shot_to_pieces_stands_beside_without_its_card() -> None:
    """L2191: a seated character whose gun takes its sixth damage (an Assailant's shot that the seat's
    cover die sends to the gun) is put beside it for no MP, the card goes to the box, and it moves
    freely again."""
    for seed in range(80):
        s = quiet(mission_6(), keep=("assaillant-blue",))
        name, other = (c.character for c in s.characters)
        put(s, name, h(6, 3))
        s, _ = act(s, 0, cmd.Interact(character=name, at=GUN))
        put(s, other, h(1, 7))
        put(s, "assaillant-blue", SHOOTER_AT)
        s.chain = ["assaillant-blue"]
        _gun(s).damage = 5
        mp = character(s, name).mp
        s.step = "enemies"
        f = Flow(s)
        enemy_turn.run(f, Rng(seed))
        shots = [e for e in f.events if isinstance(e, ev.AttackResolved) and e.at == GUN]
        if shots and shots[0].roll.result == "cover":
            break
    else:
        raise AssertionError("no shield on the gun in 80 seeds")
    after = f.s
    broken = [e for e in f.events if isinstance(e, ev.GunBroken)]
    assert [(e.at, e.who) for e in broken] == [(GUN, name)]
    c = character(after, name)
    assert c.at == broken[0].to and c.at is not None and c.at != GUN and adjacent(c.at, GUN)
    assert c.mp == mp
    assert not any(w.weapon == "mounted_machine_gun" for w in c.weapons)
    assert combat.hand(after, name) != ["mounted_machine_gun"]
