"""Prompts and legal actions: who is asked at each step, and every choice with explicit options.

Built from the same queries ``decide`` re-checks (``rules.py``), so the two never disagree. Choice
labels are the French texts (the language of the box); views carry both languages.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.contract import Choice, LegalAction, Param, Prompt, Status
from domain.games.montagnes import labels, rules
from domain.games.montagnes.content import CONTENT
from domain.games.montagnes.state import MontagnesState
from domain.games.montagnes.views import outcome_of


def step_text(step: str) -> str:
    """The step's French text (a prompt's text, and the reason a command comes at the wrong time)."""
    text = labels.STEPS.get(step)
    return step if text is None else text.fr


def _card_label(card: str) -> str:
    return labels.card(card).fr


def _space_label(s: MontagnesState, space: str) -> str:
    return labels.space_with_tile(space, s.board.get(space) is not None).fr


def _prompt_id(s: MontagnesState) -> str:
    return f"t{s.turn}.{s.step_no}.{s.step}"


def prompts(state: MontagnesState) -> list[Prompt]:
    """Who is asked now: the Leader, except in the encounter (every seat with cards), a relic's action
    (its receiver) and the choice of an ignored madness (its holder)."""
    s = state
    if s.result is not None or s.step == "peek":
        return []
    pid = _prompt_id(s)
    text = step_text(s.step)
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


def legal_actions(state: MontagnesState, seat: int) -> list[LegalAction]:
    """What ``seat`` may do for its prompt, each parameter with its explicit choices."""
    s = state
    if s.result is not None:
        return []
    mine = [p for p in prompts(s) if p.seat == seat]
    if not mine:
        return []
    pid = mine[0].id
    out: list[LegalAction] = []

    def add(action: str, label: str, params: list[Param] | None = None) -> None:
        out.append(LegalAction(action=action, label=label, params=params or [], prompt=pid))

    def players(values: list[int]) -> list[Choice]:
        return [Choice(p, f"Joueur {p + 1}") for p in values]

    step = s.step
    if step == "movement":
        spaces = [Choice(t, _space_label(s, t)) for t in rules.move_targets(s)]
        add("move", "Déplacer l'Avion", [Param("space", spaces)])
        if rules.can_use_token(s, "movement"):
            targets = [p for p in range(s.seats) if s.ignored[p] < len(s.madness[p])]
            if targets:
                add(
                    "ignore_madness",
                    "Défausser un jeton: un joueur ignore une Folie",
                    [Param("player", players(targets))],
                )
    elif step == "ignore_choice":
        cards = [Choice(c.id, f"{c.name} (niveau {c.level})") for c in rules.ignorable(s, seat)]
        add("ignore_card", "Ignorer une carte Folie ce tour", [Param("card", cards)])
    elif step == "encounter":
        allowed, most = rules.placeable(s, seat)
        if not most:
            return []
        choices = [Choice(c, _card_label(c)) for c in allowed]
        add("place_cards", "Poser des cartes face cachée", [Param("cards", choices, many=True, min=1, max=most)])
    elif step == "decision":
        if rules.can_restart(s):
            add("restart_hourglass", "Défausser un jeton: retourner le sablier")
        add("end_encounter", "Passer à la Résolution")
    elif step == "reward":
        _reward_actions(s, add, players)
    elif step == "relic_action":
        if s.relic_action == "discard_from_hand":
            hand = [Choice(c, _card_label(c)) for c in s.hands[seat]]
            add("discard_from_hand", "Défausser une carte", [Param("card", [*hand, Choice("none", "Aucune")])])
        else:
            cards = [Choice(c, _card_label(c)) for c in s.esoteric_pile]
            add("take_esoteric", "Ajouter un Équipement Ésotérique", [Param("card", cards)])
    elif step == "failures":
        current = rules.current_trials(s)
        trials = [Choice(t, f"Épreuve {t + 1} ({labels.trial(current[t]).fr})") for t in s.failures]
        targets = rules.failure_madness_targets(s)
        die_only = "die_first" in rules.leader_constraints(s) and s.failures_done == 0
        if targets and not die_only:
            add(
                "failure_madness",
                "Un joueur pioche une carte Folie",
                [Param("trial", trials), Param("player", players(targets))],
            )
        add("failure_die", "Lancer le dé Malus", [Param("trial", trials)])
    elif step == "die":
        add("accept_die", "Appliquer le dé Malus")
        if rules.can_use_token(s, "resolution"):
            add("reroll_die", "Défausser un jeton: relancer le dé")
    elif step == "box":
        sources = [Choice("sled", "Traîneau"), Choice("discard", "Défausse")]
        add("box_token", "Remettre un jeton dans la boîte", [Param("source", sources)])
    elif step == "draw":
        if rules.can_use_token(s, "draw"):
            add("raise_hand_limit", "Défausser un jeton: +1 carte en main")
        add("deal", "Distribuer les cartes")
    elif step == "deal":
        add("deal_to", "Donner la carte suivante", [Param("player", players(sorted(rules.deal_needs(s))))])
    elif step == "rest":
        if rules.rest_allowed(s):
            add("rest", "Se reposer")
        add("skip_rest", "Ne pas se reposer")
    return out


def _reward_actions(
    s: MontagnesState,
    add: Callable[[str, str, list[Param] | None], None],
    players: Callable[[list[int]], list[Choice]],
) -> None:
    kind = s.reward
    if kind in rules.RELIC_KINDS:
        cards = [Choice(r, labels.relic(r).fr) for r in s.relic_pile if CONTENT.relics[r].kind == kind]
        add(
            "assign_relic",
            "Confier la Relique",
            [Param("card", cards), Param("player", players(rules.relic_recipients(s)))],
        )
    elif kind == "search":
        spaces = [Choice(sp, labels.space(sp).fr) for sp in rules.search_targets(s)]
        add("search_tile", "Fouiller une tuile", [Param("space", spaces)])
    elif kind == "esoteric":
        cards = [Choice(c, _card_label(c)) for c in s.esoteric_pile]
        add("take_esoteric", "Ajouter un Équipement Ésotérique", [Param("card", cards)])
    elif kind == "exalt":
        counts = [Choice(n, str(n)) for n in range(min(2, s.tokens_discard) + 1)]
        add("exalt", "Récupérer des jetons", [Param("count", counts)])


def status(state: MontagnesState) -> Status:
    """Who is to act (the seats asked), or the outcome once the expedition ended."""
    if state.result is not None:
        return Status(to_act=[], finished=True, outcome=outcome_of(state), turn=state.turn)
    return Status(to_act=sorted({p.seat for p in prompts(state)}), turn=state.turn)
