"""Stone pillars and rubble, vine walls and mines (TI-3, TI-17, TI-18, MV-25, R-F-40): what a hit or a
step sets off, and what the board is afterwards for movement and sight."""

from __future__ import annotations

from typing import cast

from domain.contract import Event, RuleViolation
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry.context import Flow
from domain.games.farcry.evolve_combat import Work
from domain.games.farcry.rules import ground_now, hex_key, occupied
from domain.games.farcry.state import FarCryState, TileState, Token
from domain.games.farcry.tactical.board import covers, mission_map
from domain.games.farcry.tactical.combat import attack, line
from domain.games.farcry.tactical.combat_actions import attack_choices
from domain.games.farcry.tactical.enemy_turn import walk
from domain.games.farcry.tactical.hexes import Hex, area, neighbours
from domain.games.farcry.tactical.paths import Move, Route
from domain.games.farcry.tactical.tiles import hit
from domain.rng import Rng
from tests.games.farcry import farcry_play as play
from tests.games.farcry.arena import arena, foe, hero, of, put, seed_where, tile

PILLAR = Hex(2, 4)


def _open(state: FarCryState, hexes: list[Hex]) -> list[Hex]:
    board = mission_map(state.mission)
    return [h for h in hexes if board.terrain.get(h) not in (None, "wall", "chasm")]


def test_a_stone_pillar_takes_5_damage_then_collapses_into_rubble_that_kills_what_it_covers() -> None:
    """TI-3 (L2193-2199): 5 HP; at 5 damage tokens it collapses: rubble on its hex and every adjacent
    hex; a unit there dies (R-F-40: a character is K.O. for the mission, an enemy is killed, an animal
    dies rather than flees); the tiles, tokens and fire it covers leave the game. A unit one hex
    further is untouched."""
    state = arena()
    around = _open(state, list(neighbours(PILLAR)))
    assert len(around) >= 5
    tile(state, "stone_pillar", PILLAR)
    put(state, "daisy", around[0])
    put(state, "decapiteur-red", around[1])
    put(state, "black_panther-red", around[2])
    tile(state, "crate", around[3])
    state.loot.append(Token(kind="money", at=around[4]))
    state.fire.append(around[4])
    far = next(h for h in _open(state, list(area(PILLAR, 2))) if h not in area(PILLAR, 1))
    put(state, "keith", far)
    keith_hp = (hero(state, "keith") or state.characters[1]).hp
    work = Work(state)
    hit(work, PILLAR, 3, "keith", Rng(0))
    assert [(t.kind, t.damage) for t in work.state.tiles if t.at == PILLAR] == [("stone_pillar", 3)]
    hit(work, PILLAR, 2, "keith", Rng(0))
    fell = cast(list[ev.RubbleFell], of(work.events, ev.RubbleFell))
    assert [(f.at, sorted(f.hexes)) for f in fell] == [(PILLAR, sorted(_open(state, list(area(PILLAR, 1)))))]
    after = work.state
    assert sorted(t.at for t in after.tiles) == sorted(fell[0].hexes)
    assert {t.kind for t in after.tiles} == {"rubble"}
    assert not after.loot and not after.fire
    daisy, keith = hero(after, "daisy"), hero(after, "keith")
    assert daisy is not None and daisy.ko and daisy.hp == 0
    assert keith is not None and not keith.ko and keith.hp == keith_hp
    assert foe(after, "decapiteur-red") is None and foe(after, "black_panther-red") is None
    assert sorted((k.uid, k.source, k.by) for k in after.kills) == [
        ("black_panther-red", "rubble", "keith"),
        ("decapiteur-red", "rubble", "keith"),
    ]


def test_a_pillar_is_a_cover_and_its_rubble_a_jumpable_obstacle_that_covers_nothing() -> None:
    """TI-3: a standing pillar is a destructible cover (an obstacle for standard moves); R-F-40: rubble
    stays an obstacle for the rest of the mission, jumpable, and gives no cover."""
    state = arena()
    tile(state, "stone_pillar", PILLAR)
    board = mission_map(state.mission)
    assert PILLAR in covers(board, {PILLAR: "stone_pillar"}) and PILLAR in ground_now(state).obstacles
    work = Work(state)
    hit(work, PILLAR, 5, "daisy", Rng(0))
    rubble = {t.at for t in work.state.tiles if t.kind == "rubble"}
    ground = ground_now(work.state)
    assert rubble and all(not ground.walkable(h) and ground.jumpable(h) for h in rubble)
    on_open = {h for h in rubble if board.terrain[h] == "open"}  # a printed rock under rubble is still a rock
    assert on_open and not on_open & covers(board, {t.at: t.kind for t in work.state.tiles})


def _row_of_vines(state: FarCryState) -> list[Hex]:
    """Three touching open hexes in a row and a fourth two hexes past the row's end."""
    start = Hex(0, 4)
    row = [Hex(start.q + i, start.r) for i in range(3)]
    assert _open(state, row) == row
    return row


def test_a_damaged_vine_wall_brings_down_every_vine_wall_touching_it_in_a_chain() -> None:
    """TI-17 (L2299-2301): any damage collapses it "avec toutes les tuiles de murs de vigne adjacentes
    dans une réaction en chaîne"; a vine wall that touches none of them stands."""
    state = arena()
    row = _row_of_vines(state)
    apart = Hex(row[-1].q + 2, row[-1].r)
    for h in [*row, apart]:
        tile(state, "vine_wall", h)
    work = Work(state)
    hit(work, row[0], 1, "daisy", Rng(0))
    destroyed = cast(list[ev.TileDestroyed], of(work.events, ev.TileDestroyed))
    assert sorted(d.at for d in destroyed) == sorted(row) and {d.kind for d in destroyed} == {"vine_wall"}
    assert [(t.kind, t.at) for t in work.state.tiles] == [("vine_wall", apart)]


def test_a_vine_wall_is_a_wall_for_moves_and_shots_until_it_falls() -> None:
    """TI-17: "Compte comme un mur": never entered nor jumped (MV-7), and it blocks every shot
    (CB-17); once brought down, the hex is open ground again and the line is clear."""
    state = arena()
    wall = Hex(1, 4)
    tile(state, "vine_wall", wall)
    shooter, target = Hex(0, 4), Hex(2, 4)
    ground = ground_now(state)
    assert not ground.walkable(wall) and not ground.jumpable(wall)
    assert not line(state, shooter, target).clear
    work = Work(state)
    hit(work, wall, 1, "daisy", Rng(0))
    assert ground_now(work.state).walkable(wall) and line(work.state, shooter, target).clear


def test_a_shot_at_a_vine_wall_brings_it_down() -> None:
    """TI-17: the wall itself can be aimed at (the walls before it still block the line); a hit is
    damage, and the wall falls with its group."""
    state = arena()
    put(state, "daisy", Hex(-1, 4))
    for h in (Hex(1, 4), Hex(1, 5)):
        tile(state, "vine_wall", h)
    assert line(state, Hex(-1, 4), Hex(1, 4)).clear
    tile(state, "vine_wall", Hex(0, 4))
    assert not line(state, Hex(-1, 4), Hex(1, 4)).clear  # another vine wall before it
    state.tiles = [t for t in state.tiles if t.at != Hex(0, 4)]
    shot = seed_where(
        lambda rng: attack(state, "daisy", "desert_eagle", "single", [Hex(1, 4)], rng),
        lambda es: cast(list[ev.AttackResolved], of(es, ev.AttackResolved))[0].roll.result == "hit",
    )
    destroyed = cast(list[ev.TileDestroyed], of(shot, ev.TileDestroyed))
    assert sorted(d.at for d in destroyed) == [Hex(1, 4), Hex(1, 5)]


def test_fire_never_lands_on_a_vine_wall() -> None:
    """ST-6: fire tokens go on the board's hexes, never on a wall; a vine wall counts as one."""
    state = arena()
    tile(state, "vine_wall", Hex(1, 4))
    tile(state, "red_barrel", Hex(2, 4))
    work = Work(state)
    hit(work, Hex(2, 4), 1, "daisy", Rng(0))
    assert work.state.fire and Hex(1, 4) not in work.state.fire


def test_a_player_walking_onto_a_mine_takes_3_damage_and_the_mine_is_discarded() -> None:
    """MV-25 (L1436): "lorsqu'une unité marche sur une mine, elle prend 3 points de dégâts. Défaussez
    le jeton Mine"; the next unit walks over the empty hex safely."""
    s = play.new(seats=2)
    play.clear_enemies(s)
    daisy = play.character(s, "daisy")
    assert daisy.at is not None
    g = ground_now(s)
    taken = occupied(s)
    to = next(h for h in neighbours(daisy.at) if g.walkable(h) and h not in taken and h not in g.fire)
    s.tiles.append(TileState(kind="mine", at=to))
    after, out = play.act(s, 0, cmd.Step(character="daisy", path=[to]))
    assert [(e.who, e.amount, e.source) for e in out if isinstance(e, ev.Damaged)] == [("daisy", 3, "mine")]
    assert [(e.kind, e.at) for e in out if isinstance(e, ev.TileDestroyed)] == [("mine", to)]
    assert play.character(after, "daisy").hp == daisy.hp - 3 and not any(t.kind == "mine" for t in after.tiles)
    assert hex_key(play.character(after, "daisy").at) == hex_key(to)  # type: ignore[arg-type]


def test_an_enemy_walking_onto_a_mine_on_its_way_takes_3_damage_and_can_die_there() -> None:
    """MV-25: a unit, enemies included; a unit killed on the way stops there (the rest of its route
    is not walked)."""
    state = arena()
    put(state, "decapiteur-red", Hex(0, 4), hp=3)
    tile(state, "mine", Hex(1, 4))
    route = Route(
        end=Hex(2, 4),
        mp=2,
        damage=0,
        provoked=0,
        moves=(Move("step", Hex(1, 4), 1, (), ()), Move("step", Hex(2, 4), 1, (), ())),
    )
    f = Flow(state)
    walk(f, Rng(0), "decapiteur-red", route)
    moved = [e.path for e in f.events if isinstance(e, ev.Moved)]
    assert moved == [[Hex(1, 4)]]
    assert [(k.uid, k.source) for k in f.s.kills] == [("decapiteur-red", "mine")]
    assert not f.s.tiles


def test_vine_walls_and_pillars_are_listed_as_targets_rubble_and_mines_are_not() -> None:
    """The attack listing names what a hit can change: a vine wall (TI-17) and a pillar (TI-3), never
    rubble or a mine, which a hit does nothing to."""
    state = arena()
    put(state, "daisy", Hex(-1, 4))
    for kind, at in (
        ("vine_wall", Hex(1, 4)),
        ("stone_pillar", Hex(0, 5)),
        ("rubble", Hex(0, 3)),
        ("mine", Hex(-1, 5)),
    ):
        tile(state, kind, at)
    aimed = {c.at for c in attack_choices(state, "daisy") if c.weapon == "desert_eagle" and c.mode == "single"}
    assert {Hex(1, 4), Hex(0, 5)} <= aimed
    assert not {Hex(0, 3), Hex(-1, 5)} & aimed


def _nest_walk(seed: int) -> tuple[FarCryState, list[Event], Hex]:
    """Keith steps beside a Komodo nest (his step's hex is next to it) with the dice of ``seed``."""
    s = play.new(seats=2)
    play.clear_enemies(s)
    keith = play.character(s, "keith")
    assert keith.at is not None
    g, taken = ground_now(s), occupied(s)
    to = next(h for h in neighbours(keith.at) if g.walkable(h) and h not in taken and h not in g.fire)
    nest = next(h for h in neighbours(to) if g.walkable(h) and h not in taken and h != keith.at)
    s.tiles.append(TileState(kind="komodo_nest", at=nest))
    after, out = play.act(s, 1, cmd.Step(character="keith", path=[to]), rng_seed=seed)
    return after, out, nest


def test_walking_beside_a_komodo_nest_rolls_its_die_and_a_symbol_hatches_a_dragon_in_its_place() -> None:
    """TI-13 (L2279-2281): a unit walking onto the nest or a hex beside it rolls the die (R-F-41: the
    orange die, 3 in 6, designed) and the tile is removed; a symbol puts a Komodo dragon where the nest
    was, into the chain by its rank; a blank, nothing."""
    outcomes: dict[bool, bool] = {}
    for seed in range(40):
        after, out, nest = _nest_walk(seed)
        rolled = [e for e in out if isinstance(e, ev.NestRolled)]
        assert [(r.at, r.roll.die) for r in rolled] == [(nest, "orange")]
        assert not any(t.kind == "komodo_nest" for t in after.tiles)
        placed = [e for e in out if isinstance(e, ev.UnitPlaced)]
        if rolled[0].roll.symbol:
            assert [(p.unit, p.at) for p in placed] == [("komodo_dragon", nest)]
            assert "komodo_dragon-red" in after.chain
        else:
            assert placed == []
        outcomes[rolled[0].roll.symbol] = True
    assert outcomes == {True: True, False: True}


def test_a_dragon_hatching_on_the_route_ends_the_move_where_it_stands() -> None:
    """A `move_to` route was found on the board as it was; when a nest passed on the way hatches a
    dragon onto the next hex (TI-13), the move ends where the character stands (the MP not spent
    stay) instead of the whole command being refused."""
    s = play.new(seats=2)
    play.clear_enemies(s)
    daisy = play.character(s, "daisy")
    assert daisy.at is not None
    g, taken = ground_now(s), occupied(s)
    free = {h for h in g.hexes if g.walkable(h) and h not in taken and h not in g.fire}
    _first, nest, beyond = next(
        (a, b, c)
        for a in sorted(neighbours(daisy.at))
        if a in free
        for b in sorted(neighbours(a))
        if b in free and b not in neighbours(daisy.at) and b != daisy.at
        for c in sorted(neighbours(b))
        if c in free and c not in neighbours(a) and c != a
    )
    s.tiles.append(TileState(kind="komodo_nest", at=nest))
    for seed in range(60):
        out = play.ENGINE.decide(s, 0, cmd.MoveTo(character="daisy", to=hex_key(beyond)), 0.0, Rng(seed))
        assert not isinstance(out, RuleViolation), out
        placed = [e for e in out if isinstance(e, ev.UnitPlaced)]
        if placed and placed[0].at == nest:
            after = play.fold(out, s)
            moved = [e.path[-1] for e in out if isinstance(e, ev.Moved)]
            assert play.character(after, "daisy").at == moved[-1] != beyond
            return
    raise AssertionError("no seed hatched the nest on the route")
