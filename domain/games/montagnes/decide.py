"""Commands to events: who may act at which step, what the rules refuse (with the rulebook's words),
and what each accepted command emits. Every command is decided on a scratch copy (:class:`Flow`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.contract import Command, Event, RuleViolation
from domain.games.montagnes import commands as cmd
from domain.games.montagnes import events as ev
from domain.games.montagnes import labels, rules
from domain.games.montagnes.content import CONTENT
from domain.games.montagnes.context import Flow
from domain.games.montagnes.effects import apply_die, box, draw_madness, end_turn, lose_token
from domain.games.montagnes.flow import advance, expire
from domain.games.montagnes.legal import step_text
from domain.games.montagnes.state import DIE_FACES, MontagnesState
from domain.rng import Rng

R_MOVE = "Phase de Mouvement : « un emplacement adjacent ... Il est interdit de rester sur place »"
R_FIRST = "Phase de Mouvement : « commencer sur une tuile Rencontre Côte de la première ligne »"
R_GATES = "« Aux Portes de la Folie ... vous devez vous échapper ... sur la prochaine tuile Fuite »"
R_TOKEN = "Défaussez un jeton Leadership : « il prend un jeton Leadership du plateau Traîneau »"
R_COVER = "Reliques : « Vous ne pourrez plus effectuer cette action jusqu'à la fin de la partie »"
R_PLACE = "Phase de Rencontre, ACTION : « poser, face cachée, une carte ... de sa main »"
R_HOURGLASS = "Phase de Rencontre : « tant que le sablier n'est pas entièrement écoulé »"
R_MADNESS = "« Le texte des cartes Folie l'emporte sur toute autre règle »"
R_SILENCE = "« Si un joueur parle alors que toute communication est interdite, défaussez un jeton »"
R_LEVEL3 = "« Si vous avez déjà une carte Folie de niveau 3, vous ne pouvez pas être choisi »"
R_RELIC = "R-M-3"
R_IGNORE = "Phase de Mouvement : « permet à un joueur désigné par le Leader d'ignorer une carte Folie »"
R_SEARCH = "Fouiller : « Cette tuile ne doit pas être adjacente à celle où se trouve l'Avion »"
R_REST = "Phase de Repos : « S'il ne vous reste plus qu'un seul jeton Leadership ... »"
R_DEAL = "Phase de Pioche : « le Leader choisit alors qui reçoit des cartes »"
R_CONSTRAINT = "Reliques : « une contrainte active pour toute la durée de la partie »"


def _violation(code: str, message: str, rule: str | None = None) -> RuleViolation:
    return RuleViolation(code, message, rule=rule)


def handle(state: MontagnesState, seat: int | None, command: Command, now: float, rng: Rng) -> list[Event]:
    """The events of ``command``: deadlines passed by ``now`` first, then the command, then every step
    that needs nobody's choice."""
    flow = Flow(state)
    if (
        isinstance(command, cmd.PlaceCards)
        and state.step == "encounter"
        and state.deadline is not None
        and now >= state.deadline
    ):
        raise _violation("hourglass_empty", "Le sablier est écoulé.", R_HOURGLASS)
    expire(flow, now, rng)
    if flow.over:
        raise RuleViolation("match_finished", "The match is over; it accepts no command.", status=409)
    if seat is None or not 0 <= seat < state.seats:
        raise _violation("not_a_seat", "Only a seated player may act.")
    handler = HANDLERS.get(type(command))
    if handler is None:
        raise _violation("illegal_action", f"Unknown action {type(command).__name__}.")
    handler(flow, seat, command, now, rng)
    if not flow.over:
        advance(flow, now, rng)
    return flow.events


def _expect(s: MontagnesState, seat: int, *steps: str, who: int | None = None) -> None:
    if s.step not in steps:
        raise _violation("illegal_action", f"Pas maintenant : {step_text(s.step)}")
    expected = s.leader if who is None else who
    if seat != expected:
        raise _violation("not_your_turn", "Ce choix revient à un autre joueur.")


def _move(flow: Flow, seat: int, command: cmd.Move, now: float, rng: Rng) -> None:
    s = flow.s
    _expect(s, seat, "movement")
    targets = rules.move_targets(s)
    if command.space not in targets:
        rule = R_FIRST if s.plane is None else R_GATES if s.plane in (rules.GATES, *rules.ESCAPE) else R_MOVE
        where = labels.space(command.space).fr if command.space in CONTENT.spaces else repr(command.space)
        raise _violation("illegal_move", f"L'Avion ne peut pas aller en {where}.", rule)
    flow.emit(ev.PlaneMoved(space=command.space, tile=s.board.get(command.space)))
    flow.emit(ev.HourglassTurned(deadline=now + rules.hourglass_seconds(flow.s), restart=False))


def _require_token(s: MontagnesState, use: str) -> None:
    if use in s.covered[s.leader]:
        raise _violation("leadership_covered", "Un jeton Relique recouvre cette action.", R_COVER)
    if s.tokens_sled <= 0:
        raise _violation("no_leadership_token", "Plus de jeton Leadership sur le Traîneau.", R_TOKEN)


def _ignore_madness(flow: Flow, seat: int, command: cmd.IgnoreMadness, now: float, rng: Rng) -> None:
    s = flow.s
    _expect(s, seat, "movement")
    _require_token(s, "movement")
    player = command.player
    if not 0 <= player < s.seats or s.ignored[player] >= len(s.madness[player]):
        raise _violation("invalid_choice", "Ce joueur n'a pas de carte Folie à ignorer.")
    flow.emit(ev.LeadershipUsed(use="movement", target=player))
    left = rules.ignorable(flow.s, player)
    if len(left) == 1:
        flow.emit(ev.MadnessIgnored(seat=player, card=left[0].id))
    else:
        flow.emit(ev.StepChanged(step="ignore_choice"))


def _ignore_card(flow: Flow, seat: int, command: cmd.IgnoreCard, now: float, rng: Rng) -> None:
    """« ignorer une carte Folie »: the player, who alone knows the cards, says which one."""
    s = flow.s
    chooser = rules.ignore_chooser(s)
    _expect(s, seat, "ignore_choice", who=chooser)
    if command.card not in {c.id for c in rules.ignorable(s, seat)}:
        raise _violation("invalid_choice", "Choisissez une de vos cartes Folie non ignorées.", R_IGNORE)
    flow.emit(ev.MadnessIgnored(seat=seat, card=command.card), ev.StepChanged(step="movement"))


def _place_cards(flow: Flow, seat: int, command: cmd.PlaceCards, now: float, rng: Rng) -> None:
    s = flow.s
    if s.step != "encounter":
        raise _violation("illegal_action", "On ne pose des cartes que pendant la Rencontre.", R_PLACE)
    cards = command.cards
    if not cards or len(set(cards)) != len(cards):
        raise _violation("invalid_choice", "Give one or more distinct cards.")
    hand = s.hands[seat]
    if any(c not in hand for c in cards):
        raise _violation("card_not_in_hand", "Cette carte n'est pas dans votre main.", R_PLACE)
    allowed, most = rules.placeable(s, seat)
    if seat == s.leader and "leader_no_cards" in rules.leader_constraints(s):
        raise _violation("relic_forbids", "Votre Relique vous interdit de poser des cartes.", R_CONSTRAINT)
    if any(c not in allowed for c in cards) or len(cards) > most:
        raise _violation("madness_forbids", "Votre Folie (ou une Relique) interdit cette pose.", R_MADNESS)
    flow.emit(ev.CardsPlaced(seat=seat, cards=list(cards), count=len(cards)))


def _restart_hourglass(flow: Flow, seat: int, command: cmd.RestartHourglass, now: float, rng: Rng) -> None:
    s = flow.s
    _expect(s, seat, "decision")
    _require_token(s, "encounter")
    if not rules.can_restart(s):
        raise _violation("relic_forbids", "Votre Relique limite les retournements du sablier.", R_CONSTRAINT)
    flow.emit(ev.LeadershipUsed(use="encounter"))
    flow.emit(ev.HourglassTurned(deadline=now + rules.hourglass_seconds(flow.s), restart=True))


def _end_encounter(flow: Flow, seat: int, command: cmd.EndEncounter, now: float, rng: Rng) -> None:
    _expect(flow.s, seat, "decision")
    flow.emit(ev.EncounterClosed(timed_out=False))


def _assign_relic(flow: Flow, seat: int, command: cmd.AssignRelic, now: float, rng: Rng) -> None:
    s = flow.s
    _expect(s, seat, "reward")
    if s.reward not in rules.RELIC_KINDS:
        raise _violation("illegal_action", "La Récompense n'est pas une Relique.")
    if command.card not in s.relic_pile or CONTENT.relics[command.card].kind != s.reward:
        raise _violation("invalid_choice", "Cette carte Relique n'est pas disponible.")
    if command.player not in rules.relic_recipients(s):
        raise _violation("invalid_choice", "Ce joueur ne peut pas recevoir la Relique.", R_RELIC)
    all_mad = not rules.madness_drawable(s, command.player)
    flow.emit(ev.RelicAssigned(card=command.card, seat=command.player))
    if all_mad:
        lose_token(flow, "relic")
    else:
        draw_madness(flow, command.player)


def _search_tile(flow: Flow, seat: int, command: cmd.SearchTile, now: float, rng: Rng) -> None:
    s = flow.s
    _expect(s, seat, "reward")
    if s.reward != "search":
        raise _violation("illegal_action", "La Récompense n'est pas Fouiller.")
    if command.space not in rules.search_targets(s):
        raise _violation("invalid_choice", "Choisissez une tuile face cachée non adjacente.", R_SEARCH)
    tile = s.board[command.space]
    assert tile is not None
    flow.emit(ev.TileSearched(space=command.space, tile=tile, until=now + s.search_seconds))


def _take_esoteric(flow: Flow, seat: int, command: cmd.TakeEsoteric, now: float, rng: Rng) -> None:
    s = flow.s
    if s.step == "relic_action" and s.relic_action == "esoteric":
        _expect(s, seat, "relic_action", who=s.relic_receiver)
    else:
        _expect(s, seat, "reward")
        if s.reward != "esoteric":
            raise _violation("illegal_action", "La Récompense n'est pas un Équipement Ésotérique.")
    if command.card not in s.esoteric_pile:
        raise _violation("invalid_choice", "Cette carte Ésotérique n'est pas disponible.")
    flow.emit(ev.EsotericAdded(card=command.card), ev.StepChanged(step="failures"))


def _exalt(flow: Flow, seat: int, command: cmd.Exalt, now: float, rng: Rng) -> None:
    s = flow.s
    _expect(s, seat, "reward")
    if s.reward != "exalt":
        raise _violation("illegal_action", "La Récompense n'est pas Exalter.")
    if not 0 <= command.count <= min(2, s.tokens_discard):
        raise _violation("invalid_choice", "Exalter : jusqu'à deux jetons de la défausse.")
    if command.count:
        flow.emit(ev.TokensReturned(count=command.count, reason="exalt"))
    flow.emit(ev.StepChanged(step="failures"))


def _discard_from_hand(flow: Flow, seat: int, command: cmd.DiscardFromHand, now: float, rng: Rng) -> None:
    s = flow.s
    _expect(s, seat, "relic_action", who=s.relic_receiver)
    if s.relic_action != "discard_from_hand":
        raise _violation("illegal_action", "Cette Relique ne fait pas défausser.")
    if command.card != "none":
        if command.card not in s.hands[seat]:
            raise _violation("card_not_in_hand", "Cette carte n'est pas dans votre main.")
        flow.emit(ev.HandCardDiscarded(seat=seat, card=command.card))
    flow.emit(ev.StepChanged(step="failures"))


def _failure_trial(s: MontagnesState, seat: int, trial: int) -> None:
    _expect(s, seat, "failures")
    if trial not in s.failures:
        raise _violation("invalid_choice", "Cette épreuve n'est pas un Échec à subir.")


def _failure_madness(flow: Flow, seat: int, command: cmd.FailureMadness, now: float, rng: Rng) -> None:
    s = flow.s
    _failure_trial(s, seat, command.trial)
    if "die_first" in rules.leader_constraints(s) and s.failures_done == 0:
        raise _violation("relic_forbids", "Votre Relique impose le dé Malus au premier Échec.", R_CONSTRAINT)
    if command.player not in rules.failure_madness_targets(s):
        raise _violation("invalid_choice", "Ce joueur ne peut pas piocher de carte Folie.", R_LEVEL3)
    flow.emit(ev.FailureSuffered(trial=command.trial, consequence="madness", seat=command.player))
    draw_madness(flow, command.player)


def _failure_die(flow: Flow, seat: int, command: cmd.FailureDie, now: float, rng: Rng) -> None:
    _failure_trial(flow.s, seat, command.trial)
    flow.emit(ev.FailureSuffered(trial=command.trial, consequence="die"))
    flow.emit(ev.DieRolled(face=rng.choice(DIE_FACES), trial=command.trial))


def _accept_die(flow: Flow, seat: int, command: cmd.AcceptDie, now: float, rng: Rng) -> None:
    s = flow.s
    _expect(s, seat, "die")
    assert s.die_face is not None and s.die_trial is not None
    face, trial = s.die_face, s.die_trial
    flow.emit(ev.DieAccepted(face=face, trial=trial))
    apply_die(flow, face, trial)


def _reroll_die(flow: Flow, seat: int, command: cmd.RerollDie, now: float, rng: Rng) -> None:
    s = flow.s
    _expect(s, seat, "die")
    _require_token(s, "resolution")
    assert s.die_trial is not None
    flow.emit(ev.LeadershipUsed(use="resolution"))
    flow.emit(ev.DieRolled(face=rng.choice(DIE_FACES), trial=s.die_trial))


def _box_token(flow: Flow, seat: int, command: cmd.BoxToken, now: float, rng: Rng) -> None:
    s = flow.s
    _expect(s, seat, "box")
    available = {"sled": s.tokens_sled, "discard": s.tokens_discard}
    if not available.get(command.source):
        raise _violation("invalid_choice", "Aucun jeton à cet endroit.", "R-M-5")
    box(flow, command.source, "die")
    if not flow.over:
        flow.emit(ev.StepChanged(step="failures"))


def _raise_hand_limit(flow: Flow, seat: int, command: cmd.RaiseHandLimit, now: float, rng: Rng) -> None:
    s = flow.s
    _expect(s, seat, "draw")
    _require_token(s, "draw")
    flow.emit(ev.LeadershipUsed(use="draw"))


def _deal(flow: Flow, seat: int, command: cmd.Deal, now: float, rng: Rng) -> None:
    _expect(flow.s, seat, "draw")
    flow.emit(ev.StepChanged(step="deal"))


def _deal_to(flow: Flow, seat: int, command: cmd.DealTo, now: float, rng: Rng) -> None:
    s = flow.s
    _expect(s, seat, "deal")
    if command.player not in rules.deal_needs(s) or not s.deck:
        raise _violation("invalid_choice", "Ce joueur a atteint la limite de cartes en main.", R_DEAL)
    flow.emit(ev.CardsDealt(seat=command.player, cards=[s.deck[0]], count=1))


def _rest(flow: Flow, seat: int, command: cmd.Rest, now: float, rng: Rng) -> None:
    s = flow.s
    _expect(s, seat, "rest")
    if not rules.rest_allowed(s):
        rule = R_CONSTRAINT if s.tokens_left() > 1 else R_REST
        raise _violation("rest_forbidden", "Le repos est impossible.", rule)
    box(flow, "discard" if s.tokens_discard else "sled", "rest")
    if flow.s.tokens_discard:
        flow.emit(ev.TokensReturned(count=flow.s.tokens_discard, reason="rest"))
    pool = rng.shuffled([*flow.s.deck, *flow.s.discard])
    flow.emit(ev.DeckReshuffled(deck=pool, count=len(pool)))
    end_turn(flow)


def _skip_rest(flow: Flow, seat: int, command: cmd.SkipRest, now: float, rng: Rng) -> None:
    _expect(flow.s, seat, "rest")
    end_turn(flow)


HANDLERS: dict[type[Command], Callable[[Flow, int, Any, float, Rng], None]] = {
    cmd.Move: _move,
    cmd.IgnoreMadness: _ignore_madness,
    cmd.IgnoreCard: _ignore_card,
    cmd.PlaceCards: _place_cards,
    cmd.RestartHourglass: _restart_hourglass,
    cmd.EndEncounter: _end_encounter,
    cmd.AssignRelic: _assign_relic,
    cmd.SearchTile: _search_tile,
    cmd.TakeEsoteric: _take_esoteric,
    cmd.Exalt: _exalt,
    cmd.DiscardFromHand: _discard_from_hand,
    cmd.FailureMadness: _failure_madness,
    cmd.FailureDie: _failure_die,
    cmd.AcceptDie: _accept_die,
    cmd.RerollDie: _reroll_die,
    cmd.BoxToken: _box_token,
    cmd.RaiseHandLimit: _raise_hand_limit,
    cmd.Deal: _deal,
    cmd.DealTo: _deal_to,
    cmd.Rest: _rest,
    cmd.SkipRest: _skip_rest,
}
