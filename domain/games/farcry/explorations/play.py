"""The exploration between missions (L1312-1386): its set-up, the five steps of a round, its end.

After a saved mission's success the debriefing moves the match to phase "exploration" (R-F-66) and
`begin` sets it up at once (EX-1: explorations are compulsory; leaving the match is the pause). A round:
step 1 (optional reveal, 1 MP) and step 2 (a destination, 1 MP) are taken by every explorer at once;
a destination is a hidden commitment (`DestinationChosen`, seen only by its seat) until every
explorer able to move has chosen; then all are revealed together, those arrived on a hunt buy their
re-rolls knowing the animal (step "hunt", EX-19), each arrived card is resolved (`explorations.cards`),
new paths open (EX-14) and step 5 lets each regroup or stay. It ends when
everybody is dead or out of MP, or no one can move any more (designed); the gains go into the save
and the next mission's preparation follows.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec

from domain.contract import Choice, Command, Event, LegalAction, Param, Prompt, RuleViolation, Status
from domain.games.farcry import language
from domain.games.farcry.campaign.save import CampaignSave, PlayerSave
from domain.games.farcry.content import CONTENT, SECRET_PLACES
from domain.games.farcry.context import Flow
from domain.games.farcry.explorations import events as xe
from domain.games.farcry.explorations.cards import resolve
from domain.games.farcry.explorations.commands import (
    ExploreChoose,
    ExplorePass,
    ExploreRegroup,
    ExploreRerolls,
    ExploreReveal,
)
from domain.games.farcry.explorations.grid import adjacent, arrows, beside, card_at, coords, openings, regroup_costs
from domain.games.farcry.explorations.state import BASE, MP_CAP, ExplorationState, Explorer
from domain.games.farcry.explorations.texts import both_langs
from domain.games.farcry.state import FarCryState, madness_bonus
from domain.rng import Rng

# -- set-up (EX-3..EX-9) -------------------------------------------------------------------------------


TALENT_MAXIMA: dict[str, tuple[int, int]] = {"entrainement": (1, 0), "marathonien": (0, 1)}
"""Talents raising a maximum (+HP, +MP): Entraînement (L1287), Marathonien (L1265)."""


def _maxima(p: PlayerSave) -> tuple[int, int]:
    """EX-7, EX-8 (L1328-1330): the board's current maxima, read from the character's base, the
    counter's bonuses (MD-7) and the talents (never from the save's stored maxima, so nothing counts twice)."""
    hp_bonus, mp_bonus = madness_bonus(p.madness)
    base = CONTENT.characters[p.character]
    hp_talents = sum(TALENT_MAXIMA.get(t, (0, 0))[0] for t in p.talents)
    mp_talents = sum(TALENT_MAXIMA.get(t, (0, 0))[1] for t in p.talents)
    return base.max_hp + hp_bonus + hp_talents, base.mp + mp_bonus + mp_talents


def prepare(s: FarCryState, rng: Rng) -> xe.ExplorationPrepared:
    """EX-3 (the token back in the box), EX-4..EX-6 (camp, secret places aside, pile, four cards, R-F-60),
    EX-7 (MP at twice the maximum, at most 11), EX-8 (HP at maximum), EX-9 (everyone on the camp)."""
    save = s.save
    assert save is not None
    base = next(c for c in CONTENT.exploration.values() if c.kind == "base_camp")
    pile = [c.id for c in CONTENT.exploration.values() if c.kind != "base_camp" and c.kind not in SECRET_PLACES]
    deck = rng.shuffled(pile)
    cards = [xe.CardAt(cell=BASE, card=base.id, face_up=True, ammo=True)]
    for side, gold in arrows(base.id):
        cards.append(xe.CardAt(cell=beside(BASE, side), card=deck.pop(0), face_up=gold))
    saved = {p.character: p for p in save.players}
    explorers = []
    for c in s.characters:
        p = saved.get(c.character)
        max_hp, max_mp = _maxima(p) if p is not None else (c.max_hp, c.max_mp)
        explorers.append(
            Explorer(character=c.character, seat=c.seat, at=BASE, hp=max_hp, max_hp=max_hp, mp=min(MP_CAP, 2 * max_mp))
        )
    return xe.ExplorationPrepared(
        deck=deck,
        cards=cards,
        secrets=list(SECRET_PLACES),
        explorers=explorers,
        save=msgspec.structs.replace(save, exploration_token=False),
    )


def begin(f: Flow, rng: Rng) -> None:
    """Right after a success's debriefing (EX-1, R-F-66): the exploration is set up."""
    if f.s.phase == "exploration" and f.s.exploration is None and f.s.save is not None:
        f.emit(prepare(f.s, rng))


HUNTS = frozenset(c.id for c in CONTENT.exploration.values() if c.kind in ("hunt", "bear_den"))
"""The cards whose players buy re-rolls before rolling (EX-19, EX-26)."""

# -- queries ------------------------------------------------------------------------------------------


def active(e: Explorer) -> bool:
    """EX-16, R-F-65: a character at 0 HP stops exploring; at 0 MP they stay where they are."""
    return e.hp > 0 and e.mp > 0


def destinations(x: ExplorationState, e: Explorer) -> list[str]:
    """EX-12, EX-23: the cards beside your arrows, then the face-up secret places."""
    return [c.cell for c in adjacent(x, e.at)] + [p.card for p in x.secrets if p.face_up]


def reveals(x: ExplorationState, e: Explorer) -> list[str]:
    """EX-11: face-down cards beside your arrows, once a round, before choosing, 1 MP."""
    if e.revealed or e.mp < 1 or any(c.character == e.character for c in x.chosen):
        return []
    return [c.cell for c in adjacent(x, e.at) if not c.face_up]


def flights(x: ExplorationState) -> list[str]:
    """R-F-62, EX-27: the Base camp, or a resolved campfire."""
    return [BASE, *x.campfires]


def to_choose(x: ExplorationState) -> list[Explorer]:
    chosen = {c.character for c in x.chosen}
    return [e for e in x.explorers if active(e) and e.character not in chosen and destinations(x, e)]


def to_regroup(x: ExplorationState) -> list[Explorer]:
    """EX-15: explorers who may still regroup at step 5 (only those with somewhere to go)."""
    if x.step != "regroup":
        return []
    return [e for e in x.explorers if active(e) and not e.done and regroup_costs(x, e.at, e.mp)]


def _x(s: FarCryState) -> ExplorationState:
    if s.exploration is None:
        raise RuleViolation("no_exploration", both_langs("refusal.no_exploration"), rule="R-F-66", status=409)
    return s.exploration


def _mine(x: ExplorationState, seat: int | None, name: str) -> Explorer:
    e = next((e for e in x.explorers if e.character == name), None)
    if e is None or e.seat != seat:
        raise RuleViolation("not_your_character", both_langs("refusal.not_yours", character=name), rule="SU-16")
    if not active(e):
        raise RuleViolation("explorer_out", both_langs("refusal.out", character=name), rule="R-F-65")
    return e


def _at_step(x: ExplorationState, step: str) -> None:
    if x.step != step:
        raise RuleViolation("wrong_step", both_langs("refusal.step", step=x.step), rule="EX-10", status=409)


# -- the round ---------------------------------------------------------------------------------------


def _held_leaves(s: FarCryState) -> list[str]:
    save = s.save
    x = _x(s)
    held = list(x.leaves) + [leaf for c in s.characters for leaf in c.leaves]
    if save is not None:
        held += list(save.reserve_leaves) + [leaf for p in save.players for leaf in p.leaves]
    return held


def _card_of(x: ExplorationState, at: str) -> str | None:
    """The card to resolve at a destination: ``None`` if it holds an ammo token (EX-13)."""
    placed = card_at(x, at)
    if placed is None:
        return at
    return None if placed.ammo else placed.card


def to_hunt(x: ExplorationState) -> list[Explorer]:
    """EX-19: explorers arrived on a hunt still to buy their re-rolls (only while they have MP)."""
    if x.step != "hunt":
        return []
    chosen = {k.character: k for k in x.chosen}
    out = []
    for e in x.explorers:
        k = chosen.get(e.character)
        card = None if k is None or e.at != k.to else _card_of(x, k.to)
        if k is not None and not k.bought and active(e) and card is not None and card in HUNTS:
            out.append(e)
    return out


def _resolve_round(f: Flow, rng: Rng) -> None:
    """EX-12 (all revealed at once, 1 MP, face-down destinations turned up); hunters then buy their
    re-rolls knowing the animal (EX-19) before the cards are resolved."""
    x = _x(f.s)
    turned: list[xe.CardAt] = []
    for c in x.chosen:
        placed = card_at(x, c.to)
        if placed is not None and not placed.face_up and all(t.cell != c.to for t in turned):
            turned.append(xe.CardAt(cell=c.to, card=placed.card, face_up=True))
    mp = {e.character: e.mp for e in x.explorers}
    hunters = [c.character for c in x.chosen if _card_of(x, c.to) in HUNTS and mp[c.character] > 1]
    f.emit(
        xe.DestinationsRevealed(
            moves=[xe.Change(character=c.character, mp=-1, to=c.to) for c in x.chosen], turned=turned, hunters=hunters
        )
    )
    if not to_hunt(_x(f.s)):
        _resolve_cards(f, rng)


def _resolve_cards(f: Flow, rng: Rng) -> None:
    """EX-13 (each card without an ammo token resolved by those arriving), EX-14 (new paths)."""
    x = _x(f.s)
    chosen = {c.character: c for c in x.chosen}
    grid = sorted({c.to for c in chosen.values() if "," in c.to}, key=coords)
    secret = [p for p in SECRET_PLACES if any(c.to == p for c in chosen.values())]
    for at in grid + secret:
        x = _x(f.s)
        placed = card_at(x, at)
        if placed is not None and placed.ammo:
            continue
        people = [e for e in x.explorers if e.character in chosen and chosen[e.character].to == at and e.at == at]
        if not people:
            continue
        card = placed.card if placed is not None else at
        f.emit(resolve(at, card, people, chosen, _held_leaves(f.s), rng))
    x = _x(f.s)
    wanted, up = openings(x)
    placed_cards = [
        xe.CardAt(cell=cell, card=card, face_up=face_up) for (cell, face_up), card in zip(wanted, x.deck, strict=False)
    ]
    raised = [xe.CardAt(cell=c.cell, card=c.card, face_up=True) for c in x.cards if c.cell in up]
    f.emit(xe.PathsOpened(placed=placed_cards, turned=raised))
    _after_regroup(f)


def _after_regroup(f: Flow) -> None:
    """Step 5 over for everyone: the next round, or the end (EX-16)."""
    x = _x(f.s)
    if x.step != "regroup" or to_regroup(x):
        return
    if any(active(e) for e in x.explorers):
        f.emit(xe.ExplorationRoundStarted(round=x.round + 1))
        if to_choose(_x(f.s)):
            return
    f.emit(xe.ExplorationEnded(save=final_save(f.s), phase="preparation"))


def final_save(s: FarCryState) -> CampaignSave:
    """R-F-66, EX-2: XP to each player; money, skins and leaves to the team reserve; the counter moved by
    the pirates' successes, whose thresholds raise the maxima only now (MD-14)."""
    save = s.save
    assert save is not None
    x = _x(s)
    gained = {e.character: e for e in x.explorers}
    players = []
    for p in save.players:
        e = gained.get(p.character)
        if e is None:
            players.append(p)
            continue
        counter = p.madness + e.madness
        (hp0, mp0), (hp1, mp1) = madness_bonus(p.madness), madness_bonus(counter)
        players.append(
            msgspec.structs.replace(
                p, xp=p.xp + e.xp, madness=counter, max_hp=p.max_hp + hp1 - hp0, max_mp=p.max_mp + mp1 - mp0
            )
        )
    return msgspec.structs.replace(
        save,
        players=players,
        reserve_money=save.reserve_money + x.money,
        reserve_skins=save.reserve_skins + x.skins,
        reserve_leaves=[*save.reserve_leaves, *x.leaves],
        exploration_token=False,
    )


# -- commands -------------------------------------------------------------------------------------------


def _reveal(f: Flow, seat: int | None, c: ExploreReveal, rng: Rng) -> None:
    x = _x(f.s)
    _at_step(x, "choose")
    e = _mine(x, seat, c.character)
    if any(k.character == e.character for k in x.chosen):
        raise RuleViolation("already_chosen", both_langs("refusal.chosen", character=e.character), rule="EX-11")
    if e.revealed:
        raise RuleViolation("already_revealed", both_langs("refusal.revealed", character=e.character), rule="EX-11")
    legal = reveals(x, e)
    if c.cell not in legal:
        raise RuleViolation("bad_reveal", both_langs("refusal.reveal_target", legal=legal), rule="EX-11")
    placed = card_at(x, c.cell)
    assert placed is not None
    f.emit(xe.CardRevealed(character=e.character, cell=c.cell, card=placed.card))
    if not to_choose(_x(f.s)):  # the reveal spent the last MP of the last one to choose
        _resolve_round(f, rng)


def _choose(f: Flow, seat: int | None, c: ExploreChoose, rng: Rng) -> None:
    x = _x(f.s)
    _at_step(x, "choose")
    e = _mine(x, seat, c.character)
    if any(k.character == e.character for k in x.chosen):
        raise RuleViolation("already_chosen", both_langs("refusal.chosen", character=e.character), rule="EX-12")
    legal = destinations(x, e)
    if c.to not in legal:
        raise RuleViolation("bad_destination", both_langs("refusal.destination", legal=legal), rule="R-F-61")
    if c.flee_to not in flights(x):
        raise RuleViolation("bad_flight", both_langs("refusal.flee", legal=flights(x)), rule="R-F-62")
    f.emit(xe.DestinationChosen(character=e.character, seat=e.seat, to=c.to, flee_to=c.flee_to))
    if not to_choose(_x(f.s)):
        _resolve_round(f, rng)


def _rerolls(f: Flow, seat: int | None, c: ExploreRerolls, rng: Rng) -> None:
    x = _x(f.s)
    _at_step(x, "hunt")
    e = _mine(x, seat, c.character)
    if e not in to_hunt(x):
        raise RuleViolation("already_bought", both_langs("refusal.bought", character=e.character), rule="EX-19")
    if not 0 <= c.rerolls <= e.mp:
        raise RuleViolation("bad_rerolls", both_langs("refusal.rerolls", most=e.mp), rule="EX-19")
    f.emit(xe.RerollsBought(character=e.character, rerolls=c.rerolls))
    if not to_hunt(_x(f.s)):
        _resolve_cards(f, rng)


def _regroup(f: Flow, seat: int | None, c: ExploreRegroup, rng: Rng) -> None:
    x = _x(f.s)
    _at_step(x, "regroup")
    e = _mine(x, seat, c.character)
    if e.done:
        raise RuleViolation("already_done", both_langs("refusal.done", character=e.character), rule="EX-15")
    costs = regroup_costs(x, e.at, e.mp)
    if c.to not in costs:
        raise RuleViolation("bad_regroup", both_langs("refusal.regroup", legal=sorted(costs)), rule="EX-15")
    f.emit(xe.Regrouped(character=e.character, to=c.to, cost=costs[c.to]))
    _after_regroup(f)


def _pass(f: Flow, seat: int | None, c: ExplorePass, rng: Rng) -> None:
    x = _x(f.s)
    _at_step(x, "regroup")
    e = _mine(x, seat, c.character)
    if e.done:
        raise RuleViolation("already_done", both_langs("refusal.done", character=e.character), rule="EX-15")
    f.emit(xe.ExplorerDone(character=e.character))
    _after_regroup(f)


HANDLERS: dict[type[Command], Callable[[Flow, int | None, Any, Rng], None]] = {
    ExploreReveal: _reveal,
    ExploreChoose: _choose,
    ExploreRerolls: _rerolls,
    ExploreRegroup: _regroup,
    ExplorePass: _pass,
}


def handle(state: FarCryState, seat: int | None, command: Command, rng: Rng) -> list[Event]:
    handler = HANDLERS.get(type(command))
    if handler is None:
        raise RuleViolation("exploring", both_langs("refusal.exploring"), rule="EX-8", status=409)
    f = Flow(state)
    handler(f, seat, command, rng)
    return f.events


# -- what a generic client reads ----------------------------------------------------------------------------


def _prompt_id(x: ExplorationState) -> str:
    return f"x{x.round}.{x.step}"


def _waiting(x: ExplorationState) -> list[Explorer]:
    if x.step == "hunt":
        return to_hunt(x)
    return to_choose(x) if x.step == "choose" else to_regroup(x)


def prompts(s: FarCryState) -> list[Prompt]:
    x = _x(s)
    key = f"prompt.{x.step}"
    seats = sorted({e.seat for e in _waiting(x)})
    return [Prompt(_prompt_id(x), seat, f"exploration_{x.step}", both_langs(key)) for seat in seats]


def status(s: FarCryState) -> Status:
    x = _x(s)
    return Status(to_act=sorted({e.seat for e in _waiting(x)}), turn=x.round)


def _name(card: str) -> str:
    entry = CONTENT.exploration[card]
    return language.both(entry.fr, entry.en)


def _cell_choice(x: ExplorationState, cell: str) -> Choice:
    placed = card_at(x, cell)
    if placed is None:
        return Choice(cell, both_langs("choice.secret", card=_name(cell)))
    if not placed.face_up:
        return Choice(cell, both_langs("choice.face_down", cell=cell))
    return Choice(cell, both_langs("choice.cell", card=_name(placed.card), cell=cell))


def legal_actions(s: FarCryState, seat: int) -> list[LegalAction]:
    x = _x(s)
    pid = _prompt_id(x)
    out: list[LegalAction] = []
    for e in _waiting(x):
        if e.seat != seat:
            continue
        fixed: dict[str, Any] = {"character": e.character}
        if x.step == "choose":
            cells = reveals(x, e)
            if cells:
                params = [Param("cell", [_cell_choice(x, cell) for cell in cells])]
                out.append(
                    LegalAction(
                        "explore_reveal", both_langs("action.reveal", character=e.character), params, fixed, pid
                    )
                )
            params = [
                Param("to", [_cell_choice(x, to) for to in destinations(x, e)]),
                Param(
                    "flee_to",
                    [
                        Choice(cell, both_langs("choice.flee", card=_name(card_at(x, cell).card), cell=cell))  # type: ignore[union-attr]
                        for cell in flights(x)
                    ],
                ),
            ]
            out.append(
                LegalAction("explore_choose", both_langs("action.choose", character=e.character), params, fixed, pid)
            )
        elif x.step == "hunt":
            card = _card_of(x, e.at) or ""
            choices = [Choice(n, both_langs("choice.rerolls", n=n, card=_name(card))) for n in range(e.mp + 1)]
            label = both_langs("action.rerolls", character=e.character, card=_name(card))
            out.append(LegalAction("explore_rerolls", label, [Param("rerolls", choices)], fixed, pid))
        else:
            costs = regroup_costs(x, e.at, e.mp)
            choices = [
                Choice(cell, both_langs("choice.regroup", card=_name(card_at(x, cell).card), cell=cell, cost=cost))  # type: ignore[union-attr]
                for cell, cost in sorted(costs.items(), key=lambda kv: coords(kv[0]))
            ]
            out.append(
                LegalAction(
                    "explore_regroup",
                    both_langs("action.regroup", character=e.character),
                    [Param("to", choices)],
                    fixed,
                    pid,
                )
            )
            out.append(LegalAction("explore_pass", both_langs("action.pass", character=e.character), [], fixed, pid))
    return out
