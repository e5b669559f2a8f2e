"""The keeper's cards (L52-54, H-21, H-22) and monster moves (H-51, H-54, H-55, R-H-14, R-H-23).

Designed (inventory 3.1, the keeper's card economy): the keeper starts with ``STARTING_HAND`` cards
(none), drawn when the first round starts; its cards come by keeper actions that ``draw``. A keeper
action (``content/keeper_actions.json``) is played in the keeper's steps 4-5 for its threat cost, a
``once`` one at most once a keeper turn. A move action gives each monster up to its speed in spaces, one
``move_monster`` command a space: humanoids climb ladders, beasts crawl through vents
(``GEO.neighbours(..., mover=cls)``), a stunned monster stays (H-45). A barricaded door costs a "vs
barricade" card of the monster's class (``combat.draw``): a card that removes the barricade lets the
monster through, any other resolves on the monster and its move ends there. A monster entering a room
with investigators asks each a horror test (H-13, R-H-2). A spell's keeper move of its monster in an
investigator's turn (banish_3's failure) is made at once towards the caster (``drawn_to``, designed).
"""

from __future__ import annotations

from domain.games.mansions import combat, effects, rules
from domain.games.mansions import commands as cmd
from domain.games.mansions import keeper_events as ke
from domain.games.mansions.content import CONTENT
from domain.games.mansions.content import schema as sc
from domain.games.mansions.context import Ctx
from domain.games.mansions.state import MansionsState, MonsterFigure, monster_of

STARTING_HAND: dict[str, int] = {}
"""The keeper's hand when the first round starts (designed: the aid gives no starting hand): empty.
Every card is bought with threat (``whispers``: a mythos and a trauma for 2), so the keeper's windows
(a mythos window at each investigator step, a trauma offer at each loss, each one waiting for the
keeper) come only once the keeper has paid for them; the content may name a starting hand here."""

BARRICADE = frozenset({"vs_barricade"})


def starting_hand(ctx: Ctx) -> None:
    for deck, count in STARTING_HAND.items():
        effects.keeper_draw(ctx, deck, count)


def playable(s: MansionsState) -> list[str]:
    """Keeper actions the keeper may play now: its step 4 (no monster has attacked yet, L52, L59), no
    drag under way, threat enough, a ``once`` action not yet used this turn (H-21)."""
    if not step_4(s):
        return []
    return [
        a.id
        for a in CONTENT.keeper_actions.values()
        if a.cost <= s.threat and not (a.once and a.id in s.used_actions) and celebrated(s, a)
    ]


def celebrated(s: MansionsState, spec: sc.KeeperAction) -> bool:
    """The action's ``needs`` holds (designed): a non-stunned monster of its kind on its feature's space
    (the rite's celebrant at the altar) and, when it must be ``unwitnessed``, no living investigator
    there; or the action needs none."""
    needs = spec.needs
    if needs is None:
        return True
    space = next(sp.id for sp in CONTENT.board.spaces if needs.feature in sp.features)
    if needs.unwitnessed and any(f.space == space for f in rules.living(s)):
        return False
    return any(m.kind == needs.monster and m.space == space and m.stun == 0 for m in s.monsters)


def step_4(s: MansionsState) -> bool:
    """The keeper's step 4 is open: its turn, no drag under way, and no monster has attacked yet. The
    steps are ordered (L52 step 4 the actions, L59 step 5 the attacks): once the first attack is made
    the actions are over, so a monster cannot strike and then walk away."""
    return s.phase == "keeper" and s.drag is None and s.winner is None and not s.attacked


def _keepers_step(s: MansionsState, seat: int, rule: str) -> None:
    """Refuse unless the keeper acts at its step 4 with no drag under way (``rule``: the step's id)."""
    if seat != 0:
        rules.refuse("not_the_keeper", rule, status=403)
    if s.phase != "keeper":
        rules.refuse("not_keeper_turn", rule, status=409)
    if s.drag is not None:
        rules.refuse("drag_pending", "H-34", status=409)
    if s.attacked:
        rules.refuse("attacks_under_way", "H-27", status=409)


def keeper_action(ctx: Ctx, seat: int, command: cmd.KeeperAction) -> None:
    s = ctx.st
    _keepers_step(s, seat, "H-21")
    spec = CONTENT.keeper_actions.get(command.card)
    if spec is None:
        rules.refuse("unknown_keeper_action", "H-21")
    if spec.once and spec.id in s.used_actions:
        rules.refuse("keeper_action_used", "H-21", status=409)
    if spec.cost > s.threat:
        rules.refuse("not_enough_threat", "H-21")
    if not celebrated(s, spec):
        assert spec.needs is not None
        monster = CONTENT.monsters[spec.needs.monster].name.en
        rules.refuse("celebrant_missing", "H-21", monster=monster, feature=spec.needs.feature)
    ctx.emit(ke.KeeperActed(action=spec.id, cost=spec.cost))
    effects.apply(ctx, spec.card.effects, None)


def steps(s: MansionsState, m: MonsterFigure) -> list[str]:
    """Where ``m`` may go one space now: its kind's ways (ladders for humanoids, vents for beasts,
    H-54, H-55). Locks and obstacles bar investigators only (designed): a room's top card is the
    keeper's secret, and a monster refusing a room would tell the table what lies there. A
    barricaded door is listed: crossing it draws a "vs barricade" card."""
    if s.monster_moves.get(m.uid, 0) <= 0 or m.stun > 0:
        return []
    return sorted(rules.GEO.neighbours(m.space, mover=CONTENT.monsters[m.kind].cls))


def movable(s: MansionsState) -> dict[int, list[str]]:
    """Monster uid -> the spaces it may move to now (the keeper's step 4, ``step_4``)."""
    if not step_4(s):
        return {}
    out: dict[int, list[str]] = {}
    for m in s.monsters:
        ways = steps(s, m)
        if ways:
            out[m.uid] = ways
    return out


def move_monster(ctx: Ctx, seat: int, command: cmd.MoveMonster) -> None:
    s = ctx.st
    _keepers_step(s, seat, "H-51")
    m = monster_of(s, command.monster)
    if m is None or s.monster_moves.get(m.uid, 0) <= 0:
        rules.refuse("no_moves_left", "H-51", status=409)
    if m.stun > 0:
        rules.refuse("monster_stunned", "H-45", status=409)
    if command.space not in steps(s, m):
        rules.refuse("monster_cannot_go", "H-54")
    step(ctx, m, command.space)


def step(ctx: Ctx, m: MonsterFigure, space: str) -> bool:
    """``m`` goes one space to ``space`` (one of its ways): a barricaded door first draws its "vs
    barricade" card; entering a room asks horror of its investigators (H-13, R-H-2). False when the
    barricade held (the monster stays, its move spent)."""
    way = rules.door(m.space, space)
    if way is not None and rules.barricaded(ctx.st, way) and not _through_barricade(ctx, m, way):
        return False
    was = rules.room(m.space)
    ctx.emit(ke.MonsterMoved(monster=m.uid, space=space))
    if rules.room(space) != was:
        for f in rules.living(ctx.st):
            if f.space is not None and rules.room(f.space) == rules.room(space):
                effects.horror_tests(ctx, f.seat, [m])  # H-13, R-H-2
    return True


def towards(s: MansionsState, m: MonsterFigure, target: str) -> str | None:
    """The space of ``m``'s ways one step nearer ``target`` along its kind's ways (ladders, vents),
    the smallest space id among equals; None when ``m`` is there already or cannot get nearer."""
    cls = CONTENT.monsters[m.kind].cls
    dist = {target: 0}
    frontier = [target]
    while frontier and m.space not in dist:
        nxt = []
        for here in frontier:
            for there in sorted(rules.GEO.neighbours(here, mover=cls)):
                if there not in dist:
                    dist[there] = dist[here] + 1
                    nxt.append(there)
        frontier = nxt
    if m.space not in dist:
        return None
    nearer = [w for w in rules.GEO.neighbours(m.space, mover=cls) if dist.get(w, dist[m.space]) < dist[m.space]]
    return min(nearer, key=lambda w: (dist[w], w), default=None)


def drawn_to(ctx: Ctx, uid: int, target: str, spaces: int) -> None:
    """A keeper's ``move`` of one monster outside the keeper's turn (banish_3's failure, designed): the
    keeper's moves are commands of its own turn, and a prompt in the middle of a cast would hold the
    investigator's turn, so the move is made at once by a stated rule: the monster steps ``spaces``
    spaces (0: its speed) towards ``target`` (the caster's space) along its ways (``towards``), each
    step as a keeper's step (``step``: barricades, horror); a stunned monster stays (H-45)."""
    m = monster_of(ctx.st, uid)
    left = spaces or (CONTENT.monsters[m.kind].speed if m is not None else 0)
    while left > 0 and m is not None and m.stun == 0 and not ctx.over:
        way = towards(ctx.st, m, target)
        if way is None or not step(ctx, m, way):
            return
        left -= 1
        m = monster_of(ctx.st, uid)


def _through_barricade(ctx: Ctx, m: MonsterFigure, way: str) -> bool:
    """A "vs barricade" card of the monster's class (R-H-14, R-H-23): one that removes the barricade
    lets the monster through; otherwise it resolves on the monster, whose move ends (True: goes on)."""
    card = CONTENT.combat[combat.draw(ctx, CONTENT.monsters[m.kind].cls, BARRICADE)]
    assert card.monster is not None
    removes = [e for e in card.monster.effects if isinstance(e, sc.RemoveToken) and e.token == "barricade"]
    if removes:
        token = next(t for t, where in sorted(ctx.st.barricades.items()) if where == way)
        ctx.emit(ke.BarricadeBroken(token=token))
        return True
    effects.apply(ctx, card.monster.effects, None, monster=m.uid)
    if not ctx.over and monster_of(ctx.st, m.uid) is not None:
        ctx.emit(ke.MonsterMoved(monster=m.uid, space=None, spent=True))
    return False
