"""The players' movement actions through decide (MV-2..MV-16, R-F-13, R-F-14, R-F-16, R-F-17, ST-4)."""

from __future__ import annotations

from domain.contract import Event, LegalAction
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry.content import CONTENT
from domain.games.farcry.rules import board_of, ground_now, hex_key, occupied
from domain.games.farcry.state import FarCryState, Token, UnitState
from domain.games.farcry.tactical.hexes import Hex, adjacent, neighbours
from tests.games.farcry.farcry_play import ENGINE, act, character, clear_enemies, new, put, refused, unit


def free_open(s: FarCryState) -> list[Hex]:
    g = ground_now(s)
    taken = occupied(s)
    return sorted(h for h in g.hexes if g.walkable(h) and h not in taken and h not in g.fire)


def test_move_to_pays_the_listed_cost_along_the_fastest_route() -> None:
    """MV-2, MV-4 (L631-635): 1 MP a hex, several MP in one move; PT-7: the dial pays. The legal
    action lists each reachable hex with its cost, and the move costs exactly that."""
    s = new(seats=2)
    action = next(a for a in ENGINE.legal_actions(s, 0) if a.action == "move_to")
    assert action.fixed == {"character": "daisy"}
    for choice in action.params[0].choices:
        cost = int(str(choice.label).split(" MP")[0].split(") ")[1])
        after, out = act(s, 0, cmd.MoveTo(character="daisy", to=str(choice.value)))
        assert sum(e.mp for e in out if isinstance(e, ev.Moved)) == cost
        assert character(after, "daisy").mp == character(s, "daisy").mp - cost
        assert hex_key(character(after, "daisy").at) == choice.value  # type: ignore[arg-type]


def test_no_step_into_a_unit_an_obstacle_or_off_reach() -> None:
    """MV-3 (L633): an occupied hex is never entered; MV-5, MV-6 (L637-639): obstacles need a jump;
    PT-7: beyond the MP left, refused."""
    s = new(seats=2)
    daisy, keith = character(s, "daisy"), character(s, "keith")
    assert daisy.at is not None and keith.at is not None and adjacent(daisy.at, keith.at)
    assert refused(s, 0, cmd.Step(character="daisy", path=[keith.at])).code == "illegal_move"
    rock = next(h for h in neighbours(daisy.at) if h in board_of(s.mission).covers())
    assert refused(s, 0, cmd.Step(character="daisy", path=[rock])).code == "illegal_move"
    far = max(free_open(s), key=lambda h: h.q)
    assert refused(s, 0, cmd.MoveTo(character="daisy", to=hex_key(far))).code == "unreachable"
    assert refused(s, 0, cmd.MoveTo(character="daisy", to="x")).code == "bad_hex"


def test_a_jump_costs_three_mp_over_one_obstacle() -> None:
    """MV-9 (L657), R-F-13: from A over an adjacent obstacle B to C straight beyond, 3 MP."""
    s = new(seats=2)
    clear_enemies(s)
    g = ground_now(s)
    open_hexes = set(free_open(s))
    a, b = next(
        (a, b)
        for a in sorted(open_hexes)
        for b in neighbours(a)
        if b in g.obstacles
        and Hex(2 * b.q - a.q, 2 * b.r - a.r) in open_hexes
        and g.crossable(a, b)
        and g.crossable(b, Hex(2 * b.q - a.q, 2 * b.r - a.r))
    )
    put(s, "daisy", a)
    after, out = act(s, 0, cmd.Jump(character="daisy", over=b))
    moved = [e for e in out if isinstance(e, ev.Moved)]
    assert moved == [ev.Moved(who="daisy", kind="jump", path=[Hex(2 * b.q - a.q, 2 * b.r - a.r)], mp=3)]
    assert character(after, "daisy").mp == character(s, "daisy").mp - 3
    beyond_open = next(h for h in neighbours(a) if h in open_hexes)
    assert refused(s, 0, cmd.Jump(character="daisy", over=beyond_open)).code == "illegal_jump"


def test_stepping_into_fire_costs_one_hp() -> None:
    """R-F-14 (L657, L1124): a fire plate can be walked into, 1 damage on entering."""
    s = new(seats=2)
    clear_enemies(s)
    plate = min(board_of(s.mission).of("fire_plate"))
    start = next(h for h in neighbours(plate) if h in set(free_open(s)) and ground_now(s).crossable(h, plate))
    put(s, "daisy", start)
    after, out = act(s, 0, cmd.Step(character="daisy", path=[plate]))
    assert ev.Damaged(who="daisy", amount=1, source="fire") in out
    assert character(after, "daisy").hp == character(s, "daisy").hp - 1


def test_leaving_a_zone_of_control_provokes_unless_paid_for() -> None:
    """MV-14 (L677): leaving a human enemy's adjacent hexes gives it a free attack (recorded as
    provoked); MV-15 (L679): moving round it inside its zone is free; MV-16 (L681-685): a careful move
    pays +1 MP for that enemy instead."""
    s = new(seats=2)
    enemy = unit(s, "decapiteur-red")
    assert enemy.at is not None
    clear_enemies(s, keep=("decapiteur-red",))
    spots = set(free_open(s))
    start = next(h for h in neighbours(enemy.at) if h in spots)
    away = next(h for h in neighbours(start) if h in spots and not adjacent(h, enemy.at))
    put(s, "daisy", start)
    _, out = act(s, 0, cmd.Step(character="daisy", path=[away]))
    assert [e.provoked for e in out if isinstance(e, ev.Moved)] == [["decapiteur-red"]]
    _after, out = act(s, 0, cmd.Step(character="daisy", path=[away], careful_for=["decapiteur-red"]))
    moved = [e for e in out if isinstance(e, ev.Moved)]
    assert moved[0].careful_for == ["decapiteur-red"] and moved[0].provoked == [] and moved[0].mp == 2
    around = [h for h in neighbours(start) if h in spots and adjacent(h, enemy.at)]
    if around:
        _, out = act(s, 0, cmd.Step(character="daisy", path=[around[0]]))
        assert [e.provoked for e in out if isinstance(e, ev.Moved)] == [[]]
    careful = [a for a in ENGINE.legal_actions(s, 0) if a.action == "move_to" and a.fixed.get("careful")]
    assert careful, "a careful variant is listed when a route leaves a zone of control"


def test_the_zip_line_costs_one_mp_and_knocks_units_beside_the_arrival_away() -> None:
    """MV-11 (L667): 1 MP from the start to the end; MV-13 (L669-671), R-F-16: a unit beside the
    arrival takes 1 damage and is pushed 1 hex where the rider says."""
    s = new(seats=2)
    clear_enemies(s, keep=("guard_dog-red",))
    ((start, end),) = board_of(s.mission).zip_lines.items()
    spots = set(free_open(s))
    beside = next(h for h in neighbours(end) if h in spots)
    put(s, "daisy", start)
    put(s, "guard_dog-red", beside)
    dog_hp = unit(s, "guard_dog-red").hp
    to = next(h for h in neighbours(beside) if h in spots and h not in (end, start))
    after, out = act(s, 0, cmd.ZipLine(character="daisy", pushes=[cmd.Push(unit="guard_dog-red", to=to)]))
    assert ev.Damaged(who="guard_dog-red", amount=1, source="zip_impact", by="daisy") in out
    assert unit(after, "guard_dog-red").at == to and unit(after, "guard_dog-red").hp == dog_hp - 1
    assert character(after, "daisy").at == end and character(after, "daisy").mp == character(s, "daisy").mp - 1
    assert refused(after, 0, cmd.ZipLine(character="daisy")).code == "no_zip_line"
    far = next(h for h in sorted(spots) if not adjacent(h, beside))
    push = cmd.Push(unit="guard_dog-red", to=far)
    assert refused(s, 0, cmd.ZipLine(character="daisy", pushes=[push])).code == "illegal_push"


def test_blocage_forbids_moving_but_not_other_actions() -> None:
    """ST-4 (L1424), R-F-11: a blocked character makes no movement action; reachable hexes are empty."""
    s = new(seats=2)
    character(s, "daisy").blocage = True
    to = hex_key(free_open(s)[0])
    assert refused(s, 0, cmd.MoveTo(character="daisy", to=to)).code == "blocked"
    assert not any(a.action == "move_to" and a.fixed["character"] == "daisy" for a in ENGINE.legal_actions(s, 0))
    assert any(a.action == "end_turn" for a in ENGINE.legal_actions(s, 0))


def test_outside_the_players_turn_nothing_moves() -> None:
    """PT-8 (L571): in the enemies' turn players act only through special cards."""
    s = new(seats=2)
    s.step = "enemies"
    assert refused(s, 0, cmd.MoveTo(character="daisy", to="0,0")).code == "not_players_turn"
    assert ENGINE.legal_actions(s, 0) == []


def test_a_character_pushed_by_a_zip_line_stays_done() -> None:
    """R-F-12: only the character's own actions clear its done flag; a push by another's zip line
    (R-F-16) is not one, so the turn still ends when the rider's seat is done."""
    s = new(seats=2)
    clear_enemies(s, keep=("berserker-red",))
    ((start, end),) = board_of(s.mission).zip_lines.items()
    spots = set(free_open(s))
    beside = next(h for h in neighbours(end) if h in spots)
    put(s, "daisy", beside)
    put(s, "keith", start)
    s, _ = act(s, 0, cmd.EndTurn(character="daisy"))
    s, out = act(s, 1, cmd.ZipLine(character="keith"))
    assert any(isinstance(e, ev.Moved) and e.who == "daisy" for e in out)
    assert character(s, "daisy").done and ENGINE.status(s).to_act == [1]
    s, out = act(s, 1, cmd.EndTurn(character="keith"))
    assert any(isinstance(e, ev.EnemiesTurnStarted) for e in out)


def test_a_thrown_weapon_lying_on_the_hex_is_picked_up_tilted() -> None:
    """CB-24 (L928-930): a thrown weapon lies on its hex until a player picks it up (MV-17, R-F-19);
    picked up, it cannot attack this turn (R-F-6)."""
    s = new(seats=2)
    daisy = character(s, "daisy")
    assert daisy.at is not None
    daisy.weapons = [w for w in daisy.weapons if w.weapon != "machete"]
    s.dropped.append(Token(kind="machete", at=daisy.at))
    listed = [a for a in ENGINE.legal_actions(s, 0) if a.action == "pick_up" and a.fixed["kind"] == "weapon"]
    assert [a.fixed["weapon"] for a in listed] == ["machete"]
    after, _ = act(s, 0, cmd.PickUp(character="daisy", kind="weapon", weapon="machete"))
    machete = next(w for w in character(after, "daisy").weapons if w.weapon == "machete")
    assert machete.place == "beside" and machete.used and after.dropped == []


def test_a_listed_move_through_a_zip_line_is_accepted_when_the_arrival_pushes_onto_the_route() -> None:
    """PT-7 with MV-13, R-F-16: a `move_to` the legal actions list is accepted even when the zip line's
    impact pushes a unit beside the arrival onto the rest of the route (found by the heuristic bot:
    Keith beside the arrival was pushed onto 9,4 and Jason's listed move to 9,4 was refused)."""
    s = new(seats=3)
    clear_enemies(s)
    put(s, "jason", Hex(6, 3))
    put(s, "keith", Hex(8, 4))
    put(s, "daisy", Hex(0, 3))
    listed = [
        c.value
        for a in ENGINE.legal_actions(s, character(s, "jason").seat)
        if a.action == "move_to" and a.fixed["character"] == "jason" and not a.fixed.get("careful")
        for p in a.params
        for c in p.choices
    ]
    assert "9,4" in listed
    after, _ = act(s, character(s, "jason").seat, cmd.MoveTo(character="jason", to="9,4"))
    assert character(after, "jason").at == Hex(9, 4)
    assert character(after, "keith").at not in (None, Hex(9, 4))


def _accepted(s: FarCryState, seat: int, action: LegalAction) -> list[Event]:
    """The listed action sent back as a body: decide must accept it."""
    return act(s, seat, ENGINE.parse_command({"action": action.action, **action.fixed}))[1]


def test_every_push_direction_the_zip_liner_may_choose_is_listed_and_accepted() -> None:
    """MV-13 (L669-671), R-F-16: each unit hit by the arrival "est poussée d'une case dans la direction
    de votre choix": the listing offers one ride per way of pushing (not only the default push), each
    is accepted and puts the unit where it says."""
    s = new(seats=2)
    clear_enemies(s, keep=("guard_dog-red",))
    ((start, end),) = board_of(s.mission).zip_lines.items()
    spots = set(free_open(s))
    beside = next(h for h in neighbours(end) if h in spots)
    put(s, "daisy", start)
    put(s, "guard_dog-red", beside)
    g = ground_now(s)
    taken = occupied(s)
    possible = {  # R-F-16: a free hex, or a chasm, acid or fire hex; never back onto the arrival
        h
        for h in neighbours(beside)
        if h != end and h not in taken and g.crossable(beside, h) and (g.walkable(h) or h in g.pits)
    }
    rides = [a for a in ENGINE.legal_actions(s, 0) if a.action == "zip_line" and "shoot_weapon" not in a.fixed]
    listed = {Hex(*p["to"]) for a in rides for p in a.fixed.get("pushes", [])}
    assert len(possible) > 1 and listed == possible
    for a in rides:
        (push,) = a.fixed["pushes"]
        out = _accepted(s, 0, a)
        moved = [e for e in out if isinstance(e, ev.Moved) and e.who == "guard_dog-red"]
        assert moved[0].path == [Hex(*push["to"])]


def test_a_careful_move_may_pay_for_only_some_of_the_enemies_left() -> None:
    """MV-16 (L683-685): "Vous n'êtes pas obligé de payer pour tous les ennemis que vous fuyez" (Daisy
    beside two Décapiteurs pays 2 MP to escape one of them): a step leaving two zones is listed with
    the enemies to pay for, one of them at a time, and decide accepts it: one free attack, 2 MP."""
    s = new(seats=2)
    clear_enemies(s)
    spots = free_open(s)
    here = next(h for h in spots if all(n in spots for n in neighbours(h)))
    put(s, "daisy", here)
    away = neighbours(here)[0]
    foes = [n for n in neighbours(here) if not adjacent(n, away) and n != away][:2]
    for colour, at in zip(("red", "yellow"), foes, strict=True):
        uid = f"decapiteur-{colour}"
        s.units.append(UnitState(uid=uid, unit="decapiteur", colour=colour, at=at, hp=CONTENT.units["decapiteur"].hp))
    partial = [a for a in ENGINE.legal_actions(s, 0) if a.action == "move" and a.fixed["path"] == [list(away)]]
    assert len(partial) == 1
    (param,) = partial[0].params
    assert sorted(str(c.value) for c in param.choices) == ["decapiteur-red", "decapiteur-yellow"]
    assert param.many and param.min == 1 and param.max == 1
    for uid in ("decapiteur-red", "decapiteur-yellow"):
        body = {"action": "move", **partial[0].fixed, "careful_for": [uid]}
        _, out = act(s, 0, ENGINE.parse_command(body))
        moved = [e for e in out if isinstance(e, ev.Moved) and e.who == "daisy"]
        assert moved[0].mp == 2 and moved[0].careful_for == [uid] and len(moved[0].provoked) == 1


def test_a_human_enemy_pushed_into_a_chasm_by_the_zip_liner_gives_the_madness_token() -> None:
    """L671 (Jason pushes the Assailant into the chasm, "ce qui le tue instantanément"), R-F-16: a kill
    by the impact's fall is a direct action of the zip-liner, so a human enemy killed that way gives
    the madness token (MD-2, L1184), as a weapon kill would."""
    s = new(seats=2)
    clear_enemies(s, keep=("decapiteur-red",))
    ((start, end),) = board_of(s.mission).zip_lines.items()
    g = ground_now(s)
    beside = next(h for h in neighbours(end) if any(n in g.pits for n in neighbours(h)) and h not in g.pits)
    chasm = next(n for n in neighbours(beside) if n in g.pits and g.crossable(beside, n))
    put(s, "daisy", start)
    put(s, "decapiteur-red", beside)
    tokens = character(s, "daisy").madness_tokens
    ride = next(
        a
        for a in ENGINE.legal_actions(s, 0)
        if a.action == "zip_line"
        and "shoot_weapon" not in a.fixed
        and [Hex(*p["to"]) for p in a.fixed.get("pushes", [])] == [chasm]
    )
    after, out = act(s, 0, ENGINE.parse_command({"action": ride.action, **ride.fixed}))
    assert not any(u.uid == "decapiteur-red" for u in after.units)
    assert [(k.uid, k.source, k.by) for k in after.kills] == [("decapiteur-red", "fall", "daisy")]
    assert [e.tokens for e in out if isinstance(e, ev.MadnessGained)] == [1]
    assert character(after, "daisy").madness_tokens == tokens + 1


def _zip_between_two_decapiteurs(s: FarCryState) -> tuple[Hex, Hex, list[str]]:
    """Daisy on the zip-line start with two Décapiteurs beside her whose zones the ride leaves."""
    clear_enemies(s)
    ((start, end),) = board_of(s.mission).zip_lines.items()
    spots = set(free_open(s))
    put(s, "daisy", start)
    foes = [n for n in neighbours(start) if n in spots and not adjacent(n, end) and n != end][:2]
    assert len(foes) == 2
    uids = []
    for colour, at in zip(("red", "yellow"), foes, strict=True):
        uid = f"decapiteur-{colour}"
        s.units.append(UnitState(uid=uid, unit="decapiteur", colour=colour, at=at, hp=CONTENT.units["decapiteur"].hp))
        uids.append(uid)
    return start, end, uids


def test_a_zip_line_ride_may_pay_for_only_some_of_the_enemies_left() -> None:
    """MV-16 (L681-685): "Dépensez 1 point de mouvement (PM) supplémentaire par ennemi humain que vous
    souhaitez fuir en toute sécurité [...] Vous n'êtes pas obligé de payer pour tous les ennemis que vous
    fuyez"; a zip-line ride (MV-11, L667) is a movement like a step: leaving two zones of control, the
    rider names the enemies paid for, 1 MP each, and the others attack (MV-14). Issue 33 item 8."""
    s = new(seats=2)
    _, end, uids = _zip_between_two_decapiteurs(s)
    mp = character(s, "daisy").mp
    assert mp >= 3
    for paid in ([uids[0]], [uids[1]], uids, []):
        after, out = act(s, 0, cmd.ZipLine(character="daisy", careful_for=paid))
        moved = [e for e in out if isinstance(e, ev.Moved) and e.who == "daisy"]
        attacks = [e for e in out if isinstance(e, ev.AttackDeclared) and e.mode == "zoc"]
        assert sorted(e.attacker for e in attacks) == sorted(set(uids) - set(paid))
        if moved:  # not K.O.'d by the free attacks before leaving (R-F-17)
            assert moved[0].kind == "zip" and moved[0].mp == 1 + len(paid)
            assert sorted(moved[0].careful_for) == sorted(paid)
            assert sorted(moved[0].provoked) == sorted(set(uids) - set(paid))
            assert character(after, "daisy").at == end and character(after, "daisy").mp == mp - 1 - len(paid)


def test_the_zip_line_listing_offers_the_careful_payment_for_some_enemies_and_decide_accepts_it() -> None:
    """MV-16 (L683-685) in the listing (issue 33 item 8: every choice the rules give is listed): each
    zip-line ride answering the players' turn prompt carries a ``careful_for`` parameter naming the
    enemies whose zone the ride leaves, none to all of them within the MP left; every choice is accepted
    and paid for. A careful `move_to` through the zip line pays for every zone too (it used to be
    charged and then attacked all the same)."""
    s = new(seats=2)
    _, end, uids = _zip_between_two_decapiteurs(s)
    (prompt,) = [p for p in ENGINE.prompts(s) if p.seat == 0]
    rides = [a for a in ENGINE.legal_actions(s, 0) if a.action == "zip_line" and a.fixed["character"] == "daisy"]
    assert rides and all(a.prompt == prompt.id for a in rides)
    for ride in rides:
        (param,) = ride.params
        assert param.name == "careful_for" and param.many and param.min == 0 and param.max == 2
        assert sorted(str(c.value) for c in param.choices) == sorted(uids)
    ride = next(a for a in rides if "shoot_weapon" not in a.fixed)
    assert "+1 MP per enemy" in ride.label or "+1 PM par ennemi" in ride.label
    for paid in ([uids[0]], [uids[1]]):
        body = {"action": ride.action, **ride.fixed, "careful_for": paid}
        _, out = act(s, 0, ENGINE.parse_command(body))
        moved = [e for e in out if isinstance(e, ev.Moved) and e.who == "daisy"]
        assert moved[0].mp == 2 and moved[0].careful_for == paid and len(moved[0].provoked) == 1
    careful = next(a for a in ENGINE.legal_actions(s, 0) if a.action == "move_to" and a.fixed.get("careful"))
    assert hex_key(end) in {c.value for c in careful.params[0].choices}
    after, out = act(s, 0, cmd.MoveTo(character="daisy", to=hex_key(end), careful=True))
    moved = [e for e in out if isinstance(e, ev.Moved) and e.who == "daisy"]
    assert moved[0].kind == "zip" and sorted(moved[0].careful_for) == sorted(uids) and moved[0].provoked == []
    assert character(after, "daisy").mp == character(s, "daisy").mp - 3
