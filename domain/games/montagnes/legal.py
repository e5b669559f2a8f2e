"""Prompts and legal actions: who is asked at each step, and every choice with explicit options.

Built from the same queries ``decide`` re-checks (``rules.py``), so the two never disagree. Prompt texts
and labels are in the reader's language (``texts.py``); views carry both languages.
"""

from __future__ import annotations

from collections.abc import Callable

import msgspec

from domain.contract import Choice, LegalAction, Param, Prompt, Status
from domain.games.montagnes import labels, rules
from domain.games.montagnes.content import CONTENT
from domain.games.montagnes.state import MontagnesState
from domain.games.montagnes.texts import TEXTS, pick
from domain.games.montagnes.views import outcome_of


def step_text(step: str, lang: str = "fr") -> str:
    """The step's text (a prompt's text, and, in French, the reason a command comes at the wrong time)."""
    text = labels.STEPS.get(step)
    return step if text is None else pick(text, lang)


def _t(key: str, lang: str, **fields: object) -> str:
    return TEXTS.text(key, lang, **fields)


def _card_label(card: str, lang: str) -> str:
    return pick(labels.card(card), lang)


def _space_label(s: MontagnesState, space: str, lang: str) -> str:
    return pick(labels.space_with_tile(space, s.board.get(space) is not None), lang)


def _prompt_id(s: MontagnesState) -> str:
    return f"t{s.turn}.{s.step_no}.{s.step}"


def prompts(state: MontagnesState, lang: str = "fr") -> list[Prompt]:
    """Who is asked now: the Leader, except in the encounter (every seat with cards), a relic's action
    (its receiver) and the choice of an ignored madness (its holder)."""
    s = state
    if s.result is not None or s.step == "peek":
        return []
    pid = _prompt_id(s)
    text = step_text(s.step, lang)
    if s.step == "encounter":
        # Every seat holding cards is asked (hand sizes are public); whether its madness leaves it
        # anything to place shows only in its own legal actions, so prompts leak no secret.
        return [Prompt(pid, p, "encounter", text, s.deadline) for p in range(s.seats) if s.hands[p]]
    if s.step == "relic_action":
        assert s.relic_receiver is not None
        return [Prompt(pid, s.relic_receiver, "relic_action", text)]
    if s.step == "ignore_choice":
        chooser = rules.ignore_chooser(s)
        return [] if chooser is None else [Prompt(pid, chooser, "ignore_choice", text)]
    deadline = s.deadline if s.step == "decision" else None
    return [Prompt(pid, s.leader, s.step, text, deadline)]


def legal_actions(state: MontagnesState, seat: int, lang: str = "fr") -> list[LegalAction]:
    """What ``seat`` may do for its prompt, each parameter with its explicit choices, labelled in ``lang``."""
    s = state
    if s.result is not None:
        return []
    mine = [p for p in prompts(s, lang) if p.seat == seat]
    if not mine:
        return []
    pid = mine[0].id
    out: list[LegalAction] = []

    def add(action: str, params: list[Param] | None = None) -> None:
        out.append(LegalAction(action=action, label=_t(f"action.{action}", lang), params=params or [], prompt=pid))

    def players(values: list[int]) -> list[Choice]:
        return [Choice(p, _t("choice.player", lang, n=p + 1)) for p in values]

    step = s.step
    if step == "movement":
        spaces = [Choice(t, _space_label(s, t, lang)) for t in rules.move_targets(s)]
        add("move", [Param("space", spaces)])
        if rules.can_use_token(s, "movement"):
            targets = [p for p in range(s.seats) if s.ignored[p] < len(s.madness[p])]
            if targets:
                add(
                    "ignore_madness",
                    [Param("player", players(targets))],
                )
    elif step == "ignore_choice":
        cards = [
            Choice(c.id, _t("choice.madness", lang, name=c.name if lang == "fr" else c.name_en, level=c.level))
            for c in rules.ignorable(s, seat)
        ]
        add("ignore_card", [Param("card", cards)])
    elif step == "encounter":
        allowed, most = rules.placeable(s, seat)
        if not most:
            return []
        choices = [Choice(c, _card_label(c, lang)) for c in allowed]
        add("place_cards", [Param("cards", choices, many=True, min=1, max=most)])
    elif step == "decision":
        if rules.can_restart(s):
            add("restart_hourglass")
        add("end_encounter")
    elif step == "reward":
        _reward_actions(s, add, players, lang)
    elif step == "relic_action":
        if s.relic_action == "discard_from_hand":
            hand = [Choice(c, _card_label(c, lang)) for c in s.hands[seat]]
            add("discard_from_hand", [Param("card", [*hand, Choice("none", _t("choice.none", lang))])])
        else:
            cards = [Choice(c, _card_label(c, lang)) for c in s.esoteric_pile]
            add("take_esoteric", [Param("card", cards)])
    elif step == "failures":
        current = rules.current_trials(s)
        trials = [
            Choice(t, _t("choice.trial", lang, n=t + 1, trial=pick(labels.trial(current[t]), lang))) for t in s.failures
        ]
        targets = rules.failure_madness_targets(s)
        die_only = "die_first" in rules.leader_constraints(s) and s.failures_done == 0
        if targets and not die_only:
            add(
                "failure_madness",
                [Param("trial", trials), Param("player", players(targets))],
            )
        add("failure_die", [Param("trial", trials)])
    elif step == "die":
        add("accept_die")
        if rules.can_use_token(s, "resolution"):
            add("reroll_die")
    elif step == "box":
        sources = [Choice("sled", _t("choice.sled", lang)), Choice("discard", _t("choice.discard", lang))]
        add("box_token", [Param("source", sources)])
    elif step == "draw":
        if rules.can_use_token(s, "draw"):
            add("raise_hand_limit")
        add("deal")
    elif step == "deal":
        add("deal_to", [Param("player", players(sorted(rules.deal_needs(s))))])
    elif step == "rest":
        if rules.rest_allowed(s):
            add("rest")
        add("skip_rest")
    return out


def _reward_actions(
    s: MontagnesState,
    add: Callable[[str, list[Param] | None], None],
    players: Callable[[list[int]], list[Choice]],
    lang: str,
) -> None:
    kind = s.reward
    if kind in rules.RELIC_KINDS:
        cards = [Choice(r, pick(labels.relic(r), lang)) for r in s.relic_pile if CONTENT.relics[r].kind == kind]
        add(
            "assign_relic",
            [Param("card", cards), Param("player", players(rules.relic_recipients(s)))],
        )
    elif kind == "search":
        spaces = [Choice(sp, pick(labels.space(sp), lang)) for sp in rules.search_targets(s)]
        add("search_tile", [Param("space", spaces)])
    elif kind == "esoteric":
        cards = [Choice(c, _card_label(c, lang)) for c in s.esoteric_pile]
        add("take_esoteric", [Param("card", cards)])
    elif kind == "exalt":
        counts = [Choice(n, str(n)) for n in range(min(2, s.tokens_discard) + 1)]
        add("exalt", [Param("count", counts)])


def status(state: MontagnesState, lang: str = "fr") -> Status:
    """Who is to act (the seats asked), or the outcome once the expedition ended (its detail in ``lang``)."""
    if state.result is not None:
        outcome = outcome_of(state)
        if outcome is not None and lang != "fr":
            key = next((k for k in (f"outcome.{outcome.reason}", f"result.{outcome.detail}") if TEXTS.has(k)), None)
            if key is not None:
                outcome = msgspec.structs.replace(outcome, detail=_t(key, lang))
        return Status(to_act=[], finished=True, outcome=outcome, turn=state.turn)
    return Status(to_act=sorted({p.seat for p in prompts(state)}), turn=state.turn)
