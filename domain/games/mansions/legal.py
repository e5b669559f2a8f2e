"""Prompts, legal actions and status. Listings use the predicates ``decide`` uses (``rules``, ``turn``,
``actions``, ``keeper``), so every listed value is accepted (the property test checks it)."""

from __future__ import annotations

from domain.contract import Choice, LegalAction, Outcome, Param, Prompt, Status
from domain.games.mansions import (
    abilities,
    actions,
    checks,
    combat,
    hiding,
    items,
    keeper_cards,
    mythos,
    puzzle,
    rules,
    skill_prompt,
    spells,
    trauma,
    turn,
    views,
)
from domain.games.mansions.content import CONTENT
from domain.games.mansions.content.schema import LockPuzzle, MentalTrait, RunePuzzle
from domain.games.mansions.state import Figure, MansionsState
from domain.games.mansions.texts import TEXTS


def _t(key: str, lang: str, **fields: object) -> str:
    return TEXTS.text(key, lang, **fields)


def _part(space: str) -> str | None:
    """Where ``space`` lies in its room, as a compass point on the map (north up): ``None`` when the room
    is one space. A room's spaces are told apart by it ("Yard, north-west"), never by their ids."""
    spaces = [sp for sp in CONTENT.board.spaces if sp.room == rules.room(space)]
    if len(spaces) == 1:
        return None
    left, top = min(sp.rect[0] for sp in spaces), min(sp.rect[1] for sp in spaces)
    right, bottom = max(sp.rect[2] for sp in spaces), max(sp.rect[3] for sp in spaces)
    rect = next(sp.rect for sp in spaces if sp.id == space)
    x, y = rect[0] + rect[2] - left - right, rect[1] + rect[3] - top - bottom
    ns = "north" if y < 0 else "south" if y > 0 else ""
    ew = "west" if x < 0 else "east" if x > 0 else ""
    return "_".join(p for p in (ns, ew) if p) or "middle"


def _space(space: str, lang: str) -> str:
    room = rules.ROOM_NAMES[rules.room(space)].get(lang)
    part = _part(space)
    return room if part is None else _t("label.space", lang, room=room, part=_t(f"part.{part}", lang))


def _door(door: str, lang: str) -> str:
    a, b = rules.DOOR_SPACES[door]
    return _t("label.door", lang, a=_space(a, lang), b=_space(b, lang))


def _card(card: str, lang: str) -> str:
    if card in CONTENT.items:
        return CONTENT.items[card].name.get(lang)
    return CONTENT.exploration[card].name.get(lang)


def _target(s: MansionsState, value: int, item: str, lang: str) -> Choice:
    """A chosen investigator (its seat) or monster (its uid) as a choice."""
    for e in CONTENT.items[item].use:
        if getattr(e, "target", None) == "chosen_monster":
            kind = next(m.kind for m in s.monsters if m.uid == value)
            return Choice(value=value, label=f"{CONTENT.monsters[kind].name.get(lang)} #{value}")
    name = CONTENT.investigators[s.figures[value].investigator].name.get(lang)
    return Choice(value=value, label=name)


def prompts(s: MansionsState, lang: str = "en") -> list[Prompt]:
    out: list[Prompt] = []
    if s.winner is not None:
        return out
    if s.phase == "setup":
        if s.answers is None:
            out.append(Prompt(id="setup.story", seat=0, kind="story", text=_t("prompt.story", lang)))
        for seat in range(1, s.seats):
            if seat not in s.figures:
                out.append(
                    Prompt(id=f"setup.{seat}", seat=seat, kind="investigator", text=_t("prompt.investigator", lang))
                )
        return out
    if s.test_prompt is not None:
        return [_test_prompt(s, lang)]
    if s.trauma_offers:
        return [_trauma_prompt(s, lang)]
    if s.skill_prompt is not None:
        return [_skill_prompt(s, lang)]
    if s.mythos_window is not None:
        w = s.mythos_window
        text = _t("prompt.mythos", lang, investigator=_investigator_name(s, w.seat, lang))
        return [Prompt(id=mythos_prompt_id(s), seat=0, kind="mythos", text=text, deadline=w.deadline)]
    p = s.pending
    if p is not None:
        m = next(m for m in s.monsters if m.uid == p.monsters[0])
        spec = CONTENT.monsters[m.kind]
        name = CONTENT.investigators[s.figures[p.seat].investigator].name.get(lang)
        text = _t("prompt.evade", lang, investigator=name, monster=spec.name.get(lang), damage=spec.damage)
        out.append(Prompt(id=rules.prompt_id(s), seat=0, kind="evade", text=text, deadline=p.deadline))
        return out
    if s.phase == "investigators":
        if s.active is not None:
            f = s.figures[s.active]
            action = _t("word.used" if s.action_used else "word.free", lang)
            text = _t("prompt.turn", lang, moves=rules.moves_left(s, f), action=action)
            if s.attempt is not None:
                text = _t("prompt.puzzle", lang, actions=s.attempt.actions)
            out.append(Prompt(id=f"r{s.round}.turn.{s.active}", seat=s.active, kind="turn", text=text))
        else:
            for seat in rules.waiting_turn(s):
                key = "prompt.claim" if s.figures[seat].alive else "prompt.replace"
                out.append(Prompt(id=f"r{s.round}.claim.{seat}", seat=seat, kind="claim", text=_t(key, lang)))
    elif s.phase == "trade":
        for f in rules.living(s):
            if f.seat not in s.trade_done:
                out.append(
                    Prompt(id=f"r{s.round}.trade.{f.seat}", seat=f.seat, kind="trade", text=_t("prompt.trade", lang))
                )
    elif s.phase == "keeper":
        out.append(
            Prompt(
                id=f"r{s.round}.keeper",
                seat=0,
                kind="keeper",
                text=_t("prompt.keeper", lang),
                deadline=s.keeper_deadline,
            )
        )
    return out


def _trauma_prompt(s: MansionsState, lang: str) -> Prompt:
    o = s.trauma_offers[0]
    text = _t(f"prompt.trauma.{o.kind}", lang, investigator=_investigator_name(s, o.seat, lang))
    return Prompt(id=trauma_prompt_id(s), seat=0, kind="trauma", text=text, deadline=o.deadline)


def _skill_prompt(s: MansionsState, lang: str) -> Prompt:
    p = s.skill_prompt
    assert p is not None
    kind = next(m.kind for m in s.monsters if m.uid == p.monster)
    name = _investigator_name(s, p.seat, lang)
    text = _t("prompt.skill", lang, monster=CONTENT.monsters[kind].name.get(lang), investigator=name)
    return Prompt(id=skill_prompt.prompt_id(s), seat=p.seat, kind="skill", text=text, deadline=p.deadline)


def _test_prompt(s: MansionsState, lang: str) -> Prompt:
    """A test about to be rolled asks its investigator about a skill point (L88, H-43), with the dice its
    decision rolled before it."""
    p = s.test_prompt
    assert p is not None
    fields = {"test": _t(f"test.{p.why}", lang), "attribute": _t(f"attribute.{p.attribute}", lang)}
    name = _investigator_name(s, p.seat, lang)
    text = _t("prompt.test", lang, investigator=name, target=p.target, boosted=p.boosted, **fields)
    if p.rolled:
        rolls = "; ".join(
            _t(
                "prompt.test.roll",
                lang,
                investigator=_investigator_name(s, r.seat, lang),
                attribute=_t(f"attribute.{r.attribute}", lang),
                roll=r.roll,
                target=r.target,
                result=_t("word.passed" if r.success else "word.failed", lang),
            )
            for r in p.rolled
        )
        text += _t("prompt.test.before", lang, rolls=rolls)
    return Prompt(id=skill_prompt.prompt_id(s), seat=p.seat, kind="skill", text=text, deadline=p.deadline)


def _skill_actions(s: MansionsState, seat: int, lang: str) -> list[LegalAction]:
    """The tested investigator's answer (L88, H-43): a point on the test about to be rolled, or none (a
    version-1 attack prompt: on the attack's test)."""
    pid = skill_prompt.prompt_id(s)
    t = s.test_prompt
    if t is not None:
        if seat != t.seat:
            return []
        label = _t("action.ready_skill.test", lang, target=t.target, boosted=t.boosted)
        return [
            LegalAction(action="ready_skill", label=label, prompt=pid),
            LegalAction(action="pass_skill", label=_t("action.pass_skill", lang), prompt=pid),
        ]
    p = s.skill_prompt
    if p is None or seat != p.seat:
        return []
    return [
        LegalAction(action="ready_skill", label=_t("action.ready_skill.attack", lang), prompt=pid),
        LegalAction(action="pass_skill", label=_t("action.pass_skill", lang), prompt=pid),
    ]


def trauma_prompt_id(s: MansionsState) -> str:
    return f"r{s.round}.trauma.{s.offers_made - len(s.trauma_offers)}"


def mythos_prompt_id(s: MansionsState) -> str:
    w = s.mythos_window
    assert w is not None
    return f"r{s.round}.mythos.{w.seat}.{s.moves_used}.{int(s.action_used)}.{len(s.keeper_discard)}"


def _mythos_actions(s: MansionsState, lang: str) -> list[LegalAction]:
    """The open mythos window (H-6): each playable card (with the space if it moves its investigator),
    a pass for now and a pass for the turn."""
    w = s.mythos_window
    assert w is not None
    pid = mythos_prompt_id(s)
    out: list[LegalAction] = []
    for card in mythos.playable(s):
        spec = CONTENT.mythos[card]
        label = _t("action.play_mythos", lang, name=spec.name.get(lang), cost=spec.cost)
        spaces = rules.drag_spaces(s, w.seat) if mythos.moves(card) else []
        params = (
            [Param(name="space", choices=[Choice(value=sp, label=_space(sp, lang)) for sp in spaces])] if spaces else []
        )
        out.append(LegalAction(action="play_mythos", label=label, params=params, fixed={"card": card}, prompt=pid))
    out.append(LegalAction(action="pass_mythos", label=_t("action.pass_mythos", lang), prompt=pid))
    label = _t("action.pass_mythos_turn", lang)
    out.append(LegalAction(action="pass_mythos", label=label, fixed={"turn": True}, prompt=pid))
    return out


def _trauma_actions(s: MansionsState, lang: str) -> list[LegalAction]:
    """The first offered loss: a matching trauma card (H-23) or a pass."""
    o = s.trauma_offers[0]
    pid = trauma_prompt_id(s)
    out: list[LegalAction] = []
    cards = trauma.playable(s, o.seat, o.kind, any_threshold=o.any_threshold)
    if cards:
        param = Param(name="card", choices=[Choice(value=c, label=CONTENT.trauma[c].name.get(lang)) for c in cards])
        label = _t("action.play_trauma", lang, investigator=_investigator_name(s, o.seat, lang))
        out.append(LegalAction(action="play_trauma", label=label, params=[param], prompt=pid))
    out.append(LegalAction(action="pass_trauma", label=_t("action.pass_trauma", lang), prompt=pid))
    return out


def legal_actions(s: MansionsState, seat: int, lang: str = "en") -> list[LegalAction]:
    if s.winner is not None:
        return []
    if s.test_prompt is not None:
        return _skill_actions(s, seat, lang)
    if s.trauma_offers:
        return _trauma_actions(s, lang) if seat == 0 else []
    if s.skill_prompt is not None:
        return _skill_actions(s, seat, lang)
    if s.mythos_window is not None:
        return _mythos_actions(s, lang) if seat == 0 else []
    return _keeper(s, lang) if seat == 0 else _investigator(s, seat, lang)


def _keeper(s: MansionsState, lang: str) -> list[LegalAction]:
    if s.phase == "setup" and s.answers is None:
        choices = [
            Choice(value=f"{q.id}:{a.id}", label=f"{q.text.get(lang)} {a.text.get(lang)}", group=q.id)
            for q in CONTENT.scenario.questions
            for a in q.answers
        ]
        n = len(CONTENT.scenario.questions)
        groups = [q.id for q in CONTENT.scenario.questions]
        param = Param(name="answers", choices=choices, many=True, min=n, max=n, each_group=groups)
        return [
            LegalAction(
                action="choose_story", label=_t("action.choose_story", lang), params=[param], prompt="setup.story"
            )
        ]
    if s.pending is not None:
        pid = rules.prompt_id(s)
        return [
            LegalAction(action="deal_damage", label=_t("action.deal_damage", lang), fixed={"prompt": pid}, prompt=pid),
            LegalAction(action="spare", label=_t("action.spare", lang), fixed={"prompt": pid}, prompt=pid),
        ]
    if s.phase == "keeper" and s.drag is not None:
        name = _investigator_name(s, s.drag.seat, lang)
        choices = [Choice(value=sp, label=_space(sp, lang)) for sp in rules.drag_spaces(s, s.drag.seat)]
        label = _t("action.drag_investigator", lang, investigator=name)
        param = Param(name="space", choices=choices)
        return [LegalAction(action="drag_investigator", label=label, params=[param], prompt=f"r{s.round}.keeper")]
    if s.phase == "keeper":
        prompt = f"r{s.round}.keeper"
        out: list[LegalAction] = []
        for uid, targets in combat.attackers(s).items():
            kind = next(m.kind for m in s.monsters if m.uid == uid)
            label = _t("action.monster_attack", lang, monster=CONTENT.monsters[kind].name.get(lang), uid=uid)
            choices = [Choice(value=t, label=_investigator_name(s, t, lang)) for t in targets]
            out.append(
                LegalAction(
                    action="monster_attack",
                    label=label,
                    params=[Param(name="target", choices=choices)],
                    fixed={"monster": uid},
                    prompt=prompt,
                )
            )
        out.extend(_keeper_cards(s, lang, prompt))
        out.append(LegalAction(action="end_keeper_turn", label=_t("action.end_keeper_turn", lang), prompt=prompt))
        return out
    return []


def _keeper_cards(s: MansionsState, lang: str, prompt: str) -> list[LegalAction]:
    """Keeper actions for their threat (H-21) and one-space monster moves (H-51)."""
    out: list[LegalAction] = []
    for action in keeper_cards.playable(s):
        spec = CONTENT.keeper_actions[action]
        label = _t("action.keeper_action", lang, name=spec.name.get(lang), cost=spec.cost)
        out.append(LegalAction(action="keeper_action", label=label, fixed={"card": action}, prompt=prompt))
    for victim in trauma.insane(s):
        cards = trauma.playable(s, victim, "dementia")
        if cards:
            choices = [Choice(value=c, label=CONTENT.trauma[c].name.get(lang)) for c in cards]
            label = _t("action.play_trauma", lang, investigator=_investigator_name(s, victim, lang))
            param = Param(name="card", choices=choices)
            out.append(
                LegalAction(action="play_trauma", label=label, params=[param], fixed={"seat": victim}, prompt=prompt)
            )
    for uid, spaces in keeper_cards.movable(s).items():
        label = _t("action.move_monster", lang, monster=_monster_label(s, uid, lang), left=s.monster_moves[uid])
        param = Param(name="space", choices=[Choice(value=sp, label=_space(sp, lang)) for sp in spaces])
        fixed = {"monster": uid}
        out.append(LegalAction(action="move_monster", label=label, params=[param], fixed=fixed, prompt=prompt))
    return out


def _investigator_name(s: MansionsState, seat: int, lang: str) -> str:
    return CONTENT.investigators[s.figures[seat].investigator].name.get(lang)


def _monster_label(s: MansionsState, uid: int, lang: str) -> str:
    kind = next(m.kind for m in s.monsters if m.uid == uid)
    return f"{CONTENT.monsters[kind].name.get(lang)} #{uid}"


def _puzzle(s: MansionsState, seat: int, lang: str) -> list[LegalAction]:
    """The puzzle actions of the attempt under way (H-38, H-41), a skill point (R-H-5), stopping (H-39)."""
    a = s.attempt
    assert a is not None
    prompt = f"r{s.round}.turn.{seat}"
    p = CONTENT.puzzles[a.puzzle]
    out: list[LegalAction] = []
    if isinstance(p, LockPuzzle):
        for d in p.dials:
            for step in (1, -1):
                label = _t("action.turn_dial", lang, dial=d.id, step=f"{step:+d}")
                out.append(
                    LegalAction(action="turn_dial", label=label, fixed={"dial": d.id, "step": step}, prompt=prompt)
                )
    if isinstance(p, RunePuzzle):
        for i, j in puzzle.swaps(p):
            label = _t("action.swap_runes", lang, a=i, b=j)
            out.append(LegalAction(action="swap_runes", label=label, fixed={"a": i, "b": j}, prompt=prompt))
    if puzzle.pieces(p):
        choices = [Choice(value=i, label=_t("label.piece", lang, index=i)) for i in range(puzzle.pieces(p))]
        param = Param(name="index", choices=choices)
        out.append(LegalAction(action="turn_piece", label=_t("action.turn_piece", lang), params=[param], prompt=prompt))
    f = s.figures[seat]
    if puzzle.may_spend_skill(s, f):
        label = _t("action.puzzle_skill", lang, luck=checks.attribute(f, "luck"))
        out.append(LegalAction(action="puzzle_skill", label=label, prompt=prompt))
    out.append(LegalAction(action="stop_puzzle", label=_t("action.stop_puzzle", lang), prompt=prompt))
    return out


def _investigator(s: MansionsState, seat: int, lang: str) -> list[LegalAction]:
    out: list[LegalAction] = []
    if turn.may_choose(s, seat):
        for inv in turn.available(s):
            spec = CONTENT.investigators[inv]
            params = [
                Param(
                    name="physical",
                    choices=[Choice(value=t, label=CONTENT.traits[t].name.get(lang)) for t in spec.physical],
                ),
                Param(
                    name="mental",
                    choices=[Choice(value=t, label=CONTENT.traits[t].name.get(lang)) for t in spec.mental],
                ),
            ]
            label = _t("action.choose_investigator", lang, name=spec.name.get(lang))
            out.append(
                LegalAction(action="choose_investigator", label=label, params=params, fixed={"investigator": inv})
            )
        return out
    if turn.may_claim(s, seat):
        out.append(
            LegalAction(action="claim_turn", label=_t("action.claim_turn", lang), prompt=f"r{s.round}.claim.{seat}")
        )
    if s.phase == "investigators" and s.active == seat and s.pending is None:
        out.extend(_turn(s, seat, lang))
    if s.phase == "trade" and seat in s.figures and seat not in s.trade_done:
        f = s.figures[seat]
        partners = rules.trade_partners(s, f)
        cards = rules.tradable(f)
        if partners and cards:
            params = [
                Param(name="card", choices=[Choice(value=c, label=_card(c, lang)) for c in dict.fromkeys(cards)]),
                Param(
                    name="to",
                    choices=[Choice(value=g.seat, label=_t("label.seat", lang, seat=g.seat)) for g in partners],
                ),
            ]
            out.append(LegalAction(action="give", label=_t("action.give", lang), params=params))
        out.append(
            LegalAction(action="end_trade", label=_t("action.end_trade", lang), prompt=f"r{s.round}.trade.{seat}")
        )
    return out


def _turn(s: MansionsState, seat: int, lang: str) -> list[LegalAction]:
    if s.attempt is not None and s.attempt.seat == seat:
        return _puzzle(s, seat, lang)
    f = s.figures[seat]
    out: list[LegalAction] = []
    prompt = f"r{s.round}.turn.{seat}"
    if rules.moves_left(s, f) > 0 and f.space is not None and f.hidden is None:
        spaces = sorted(sp for sp in rules.GEO.neighbours(f.space) if rules.entry_refusal(s, f, sp) is None)
        if spaces:
            param = Param(name="space", choices=[Choice(value=sp, label=_space(sp, lang)) for sp in spaces])
            out.append(LegalAction(action="move", label=_t("action.move", lang), params=[param], prompt=prompt))
            if s.corpses.get(f.space, 0) > 0:
                label = _t("action.drag", lang)
                drag = LegalAction(action="move", label=label, params=[param], fixed={"drag": True}, prompt=prompt)
                out.append(drag)
    if actions.explore_refusal(s, f) is None:
        out.append(LegalAction(action="explore", label=_t("action.explore", lang), prompt=prompt))
    if not s.action_used:
        for token, places in actions.barricade_moves(s, f).items():
            choices = [
                Choice(value=p, label=_door(p, lang) if p in rules.DOOR_SPACES else _space(p, lang)) for p in places
            ]
            lies = s.barricades[token]
            where = _door(lies, lang) if lies in rules.DOOR_SPACES else _space(lies, lang)
            label = _t("action.move_barricade", lang, where=where)
            out.append(
                LegalAction(
                    action="move_barricade",
                    label=label,
                    params=[Param(name="to", choices=choices)],
                    fixed={"token": token},
                    prompt=prompt,
                )
            )
    for item, targets in items.usable(s, f).items():
        name = CONTENT.items[item].name.get(lang)
        params = [] if targets is None else [Param(name="target", choices=[_target(s, t, item, lang) for t in targets])]
        label = _t("action.use_item", lang, item=name)
        out.append(LegalAction(action="use_item", label=label, params=params, fixed={"item": item}, prompt=prompt))
    for weapon, targets in combat.attacks(s, f).items():
        name = _t("word.bare_hands", lang) if weapon is None else CONTENT.items[weapon].name.get(lang)
        param = Param(name="monster", choices=[Choice(value=t, label=_monster_label(s, t, lang)) for t in targets])
        label = _t("action.attack", lang, weapon=name)
        out.append(LegalAction(action="attack", label=label, params=[param], fixed={"weapon": weapon}, prompt=prompt))
    for room in puzzle.rooms(s, f):
        name = rules.ROOM_NAMES[room].get(lang)
        label = f"{_t('action.attempt_puzzle', lang)} ({name})"
        out.append(LegalAction(action="attempt_puzzle", label=label, fixed={"room": room}, prompt=prompt))
    out.extend(_magic(s, f, prompt, lang))
    if actions.may_tend_campfire(s, f):
        out.append(LegalAction(action="tend_campfire", label=_t("action.tend_campfire", lang), prompt=prompt))
    if hiding.may_hide(s, f):
        out.append(LegalAction(action="hide", label=_t("action.hide", lang), prompt=prompt))
    ways = hiding.leave_ways(s, f)
    if ways:
        param = Param(name="using", choices=[Choice(value=w, label=_t(f"word.{w}", lang)) for w in ways])
        out.append(
            LegalAction(action="leave_hiding", label=_t("action.leave_hiding", lang), params=[param], prompt=prompt)
        )
    cards = hiding.pile(s, f)
    if cards:
        param = Param(name="card", choices=[Choice(value=c, label=_card(c, lang)) for c in cards])
        out.append(LegalAction(action="pick_up", label=_t("action.pick_up", lang), params=[param], prompt=prompt))
    label = _t("action.end_turn", lang)
    if _ending_loses(s, seat):
        label += _t("warning.loses", lang)
    out.append(LegalAction(action="end_turn", label=label, prompt=prompt))
    return out


# --- part 2d: spells and abilities -------------------------------------------------------------


def _who(s: MansionsState, value: int, monster: bool, lang: str) -> Choice:
    label = _monster_label(s, value, lang) if monster else _investigator_name(s, value, lang)
    return Choice(value=value, label=label)


def _magic(s: MansionsState, f: Figure, prompt: str, lang: str) -> list[LegalAction]:
    """Spells by handle (the type's shared face only, R-H-21) and the once-per-game ability (H-64)."""
    out: list[LegalAction] = []
    faces = {v.handle: v for v in views.spell_views(f)}
    for handle, targets in spells.castable(s, f).items():
        face = faces[handle]
        monster = spells.is_attack(face.spell_type)
        params = [] if targets is None else [Param(name="target", choices=[_who(s, t, monster, lang) for t in targets])]
        name = next(c.name.get(lang) for c in CONTENT.spells.values() if c.spell_type == face.spell_type)
        # the spell by its name (the handle is the command's value, never shown); two of one type by number
        twins = [h for h in faces if faces[h].spell_type == face.spell_type]
        if len(twins) > 1:
            name = f"{name} {twins.index(handle) + 1}"
        attribute = _t(f"attribute.{face.attribute}", lang)
        label = _t("action.cast_spell", lang, spell=name, attribute=attribute)
        out.append(LegalAction(action="cast_spell", label=label, params=params, fixed={"spell": handle}, prompt=prompt))
    o = abilities.options(s, f)
    if o is not None:
        params = []
        if o.targets is not None:
            monster = any(getattr(e, "target", None) == "chosen_monster" for e in abilities.card(f).effects)
            params.append(Param(name="target", choices=[_who(s, t, monster, lang) for t in o.targets]))
        if o.spell_types is not None:
            choices = [Choice(value=t, label=_t("label.spell_type", lang, spell_type=t)) for t in o.spell_types]
            params.append(Param(name="spell_type", choices=choices))
        trait = CONTENT.traits[f.mental]
        assert isinstance(trait, MentalTrait)
        label = _t("action.use_ability", lang, ability=trait.ability.name.get(lang))
        out.append(LegalAction(action="use_ability", label=label, params=params, prompt=prompt))
    return out


def _ending_loses(s: MansionsState, seat: int) -> bool:
    """Does ending the turn lose the match at once: the fire's damage (H-46, R-H-3) kills the last living
    investigator and no dead seat may take a new one (R-H-16, H-62)? Read from public facts only, never
    by playing the end on the state (that would try the keeper's secret objective)."""
    f = s.figures[seat]
    if f.space is None or s.tokens.get(rules.room(f.space), {}).get("fire", 0) == 0 or f.health > rules.FIRE_DAMAGE:
        return False
    if any(g.seat != seat for g in rules.living(s)):
        return False
    fresh_left = not s.revealed and len(s.used) < len(CONTENT.investigators)
    return not fresh_left and not any(rules.replaceable(s, other) for other in s.figures)


def status(s: MansionsState, lang: str = "en") -> Status:
    if s.winner is not None:
        # The result is read from the investigators' side (docs/engine.md "Status"): reports' win rates are
        # theirs; ``winners`` says which seats won, the keeper's included.
        won = s.winner == "investigators"
        winners = list(range(1, s.seats)) if won else [0]
        detail = _t(f"outcome.{s.winner}", lang, reason=_t(f"reason.{s.reason}", lang))
        outcome = Outcome(result="won" if won else "lost", winners=winners, reason=s.reason, detail=detail)
        return Status(to_act=[], finished=True, outcome=outcome, turn=s.round)
    to_act = sorted({p.seat for p in prompts(s, lang)})
    return Status(to_act=to_act, turn=s.round)
