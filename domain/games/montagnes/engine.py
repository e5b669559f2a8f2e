"""Les Montagnes Hallucinées: the rules as an engine of the Folie contract.

A turn is a chain of steps (``state.step``): movement, encounter (timed), decision (the Leader's timed
window after the hourglass), reveal, reward, relic_action, peek (timed), failures, die, box, draw,
deal, rest. Steps that need nobody's choice are played at once by :meth:`MontagnesEngine._advance`;
the others are prompts. Every command is decided on a scratch copy: events are folded into it as they
are emitted, so later rules see the state the earlier events made.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec

from domain.contract import (
    Choice,
    Command,
    Engine,
    Event,
    LegalAction,
    Outcome,
    Param,
    Prompt,
    RuleViolation,
    Speech,
    Status,
)
from domain.games.montagnes import commands as cmd
from domain.games.montagnes import events as ev
from domain.games.montagnes import labels, rules
from domain.games.montagnes.content import CONTENT
from domain.games.montagnes.madness import Context, card_of, speech_violation
from domain.games.montagnes.state import (
    DIE_FACES,
    HAND_SIZE,
    LEADERSHIP_TOKENS,
    MontagnesOptions,
    MontagnesState,
    Result,
    SledCard,
    TrialOutcome,
)
from domain.games.montagnes.views import MontagnesView, build
from domain.rng import Rng

RELIC_KINDS = ("specimen", "vestige", "knowledge")

R_MOVE = "Phase de Mouvement: « un emplacement adjacent ... Il est interdit de rester sur place »"
R_FIRST = "Phase de Mouvement: « commencer sur une tuile Rencontre Côte de la première ligne »"
R_GATES = "« Aux Portes de la Folie ... vous devez vous échapper ... sur la prochaine tuile Fuite »"
R_TOKEN = "Défaussez un jeton Leadership: « il prend un jeton Leadership du plateau Traîneau »"
R_COVER = "Reliques: « Vous ne pourrez plus effectuer cette action jusqu'à la fin de la partie »"
R_PLACE = "Phase de Rencontre, ACTION: « poser, face cachée, une carte ... de sa main »"
R_HOURGLASS = "Phase de Rencontre: « tant que le sablier n'est pas entièrement écoulé »"
R_MADNESS = "« Le texte des cartes Folie l'emporte sur toute autre règle »"
R_SILENCE = "« Si un joueur parle alors que toute communication est interdite, défaussez un jeton »"
R_LEVEL3 = "« Si vous avez déjà une carte Folie de niveau 3, vous ne pouvez pas être choisi »"
R_RELIC = "R-M-3"
R_IGNORE = "Phase de Mouvement: « permet à un joueur désigné par le Leader d'ignorer une carte Folie »"
R_SEARCH = "Fouiller: « Cette tuile ne doit pas être adjacente à celle où se trouve l'Avion »"
R_REST = "Phase de Repos: « S'il ne vous reste plus qu'un seul jeton Leadership ... »"
R_DEAL = "Phase de Pioche: « le Leader choisit alors qui reçoit des cartes »"
R_CONSTRAINT = "Reliques: « une contrainte active pour toute la durée de la partie »"


def _step_text(step: str) -> str:
    text = labels.STEPS.get(step)
    return step if text is None else text.fr


def _violation(code: str, message: str, rule: str | None = None) -> RuleViolation:
    return RuleViolation(code, message, rule=rule)


class _Flow:
    """A scratch copy of the state and the events emitted so far (each folded as it is emitted)."""

    def __init__(self, engine: MontagnesEngine, state: MontagnesState) -> None:
        self.engine = engine
        self.s = engine.clone(state)
        self.events: list[Event] = []

    def emit(self, *events: Event) -> None:
        for event in events:
            self.events.append(event)
            self.engine.evolve(self.s, event)

    @property
    def over(self) -> bool:
        return self.s.result is not None


class MontagnesEngine(Engine[MontagnesState, MontagnesOptions]):
    game = "montagnes"
    title = "Les Montagnes Hallucinées"
    rules_version = "1"
    min_seats = 3
    max_seats = 5

    options_type = MontagnesOptions
    state_type = MontagnesState
    command_type = cmd.MontagnesCommand
    event_type = ev.MontagnesEvent
    view_type = MontagnesView
    finishing_events = frozenset({"expedition_ended"})
    """Only ``expedition_ended`` sets ``state.result``, which is what makes :meth:`status` finished."""

    def __init__(self) -> None:
        self._folds: dict[type[Event], Callable[[MontagnesState, Any], None]] = {
            ev.CardsDealt: _fold_cards_dealt,
            ev.MadnessDrawn: _fold_madness_drawn,
            ev.LeadershipUsed: _fold_leadership_used,
            ev.MadnessIgnored: _fold_madness_ignored,
            ev.TokenDiscarded: _fold_token_discarded,
            ev.TokenBoxed: _fold_token_boxed,
            ev.TokensReturned: _fold_tokens_returned,
            ev.PlaneMoved: _fold_plane_moved,
            ev.HourglassTurned: _fold_hourglass_turned,
            ev.CardsPlaced: _fold_cards_placed,
            ev.HourglassRanOut: _fold_hourglass_ran_out,
            ev.EncounterClosed: _fold_encounter_closed,
            ev.SledRevealed: _fold_sled_revealed,
            ev.RelicAssigned: _fold_relic_assigned,
            ev.TileSearched: _fold_tile_searched,
            ev.PeekEnded: _fold_peek_ended,
            ev.EsotericAdded: _fold_esoteric_added,
            ev.InjuryHealed: _fold_injury_healed,
            ev.InjuryDrawn: _fold_injury_drawn,
            ev.HandCardDiscarded: _fold_hand_card_discarded,
            ev.CardsMilled: _fold_cards_milled,
            ev.StepChanged: _fold_step_changed,
            ev.FailureSuffered: _fold_failure_suffered,
            ev.DieRolled: _fold_die_rolled,
            ev.DieAccepted: _fold_die_accepted,
            ev.ResolutionEnded: _fold_resolution_ended,
            ev.DeckReshuffled: _fold_deck_reshuffled,
            ev.TurnEnded: _fold_turn_ended,
            ev.SpeechPenalised: _fold_nothing,
            ev.ExpeditionEnded: _fold_expedition_ended,
        }
        self._handlers: dict[type[Command], Callable[[_Flow, int, Any, float, Rng], None]] = {
            cmd.Move: self._move,
            cmd.IgnoreMadness: self._ignore_madness,
            cmd.IgnoreCard: self._ignore_card,
            cmd.PlaceCards: self._place_cards,
            cmd.RestartHourglass: self._restart_hourglass,
            cmd.EndEncounter: self._end_encounter,
            cmd.AssignRelic: self._assign_relic,
            cmd.SearchTile: self._search_tile,
            cmd.TakeEsoteric: self._take_esoteric,
            cmd.Exalt: self._exalt,
            cmd.DiscardFromHand: self._discard_from_hand,
            cmd.FailureMadness: self._failure_madness,
            cmd.FailureDie: self._failure_die,
            cmd.AcceptDie: self._accept_die,
            cmd.RerollDie: self._reroll_die,
            cmd.BoxToken: self._box_token,
            cmd.RaiseHandLimit: self._raise_hand_limit,
            cmd.Deal: self._deal,
            cmd.DealTo: self._deal_to,
            cmd.Rest: self._rest,
            cmd.SkipRest: self._skip_rest,
        }

    # -- life cycle ---------------------------------------------------------------------------
    def seats(self, options: MontagnesOptions) -> int:
        return options.players

    def validate_options(self, options: MontagnesOptions) -> None:
        if not self.min_seats <= options.players <= self.max_seats:
            raise _violation("invalid_options", "Les Montagnes Hallucinées se jouent de 3 à 5.", "3-5 joueurs")
        if options.first_leader is not None and not 0 <= options.first_leader < options.players:
            raise _violation("invalid_options", "first_leader must be one of the seats.")
        for name in ("encounter_seconds", "decision_seconds", "search_seconds"):
            if not getattr(options, name) > 0:
                raise _violation("invalid_options", f"{name} must be positive.")

    def start(self, options: MontagnesOptions, rng: Rng) -> list[Event]:
        """MISE EN PLACE, steps 3 to 14."""
        self.validate_options(options)
        players = options.players
        leader = options.first_leader if options.first_leader is not None else rng.below(players)
        board: dict[str, str | None] = {}
        box: list[str] = []
        for region in ("coast", "mountains", "city", "gates", "escape"):
            stock = rng.shuffled([t.id for t in CONTENT.tiles.values() if t.region == region])
            slots = [sp.id for sp in CONTENT.board.spaces if sp.region == region]
            board.update(zip(slots, stock, strict=False))
            box.extend(stock[len(slots) :])
        plain = [c.id for c in CONTENT.equipment.values() if not c.esoteric]
        deck = rng.shuffled(plain)
        injuries = list(CONTENT.injuries)
        madness_decks = [
            rng.shuffled([m.id for m in CONTENT.madness.values() if m.level == level]) for level in (1, 2, 3)
        ]
        events: list[Event] = [
            ev.ExpeditionPrepared(
                seats=players,
                expert=options.expert,
                encounter_seconds=options.encounter_seconds,
                decision_seconds=options.decision_seconds,
                search_seconds=options.search_seconds,
                leader=leader,
                board=board,
                box_tiles=box,
                deck=deck,
                deck_count=len(deck),
                madness_decks=madness_decks,
                madness_counts=[len(d) for d in madness_decks],
                injury_pile=injuries[players:],
                esoteric_pile=[c.id for c in CONTENT.equipment.values() if c.esoteric],
                relic_pile=list(CONTENT.relics),
                discard=injuries[:players],
            )
        ]
        size = HAND_SIZE[players]
        for seat in range(players):
            cards = deck[seat * size : (seat + 1) * size]
            events.append(ev.CardsDealt(seat=seat, cards=cards, count=size))
        mad_seats = {3: [], 4: [p for p in range(players) if p != leader], 5: list(range(players))}[players]
        for k, seat in enumerate(mad_seats):
            events.append(ev.MadnessDrawn(seat=seat, level=1, card=madness_decks[0][k], returned=None))
        return events

    def evolve(self, state: MontagnesState | None, event: Event) -> MontagnesState:
        if isinstance(event, ev.ExpeditionPrepared):
            return _new_state(event)
        assert state is not None, "the first event creates the state"
        self._folds[type(event)](state, event)
        return state

    # -- deciding -----------------------------------------------------------------------------
    def handle(self, state: MontagnesState, seat: int | None, command: Command, now: float, rng: Rng) -> list[Event]:
        flow = _Flow(self, state)
        if (
            isinstance(command, cmd.PlaceCards)
            and state.step == "encounter"
            and state.deadline is not None
            and now >= state.deadline
        ):
            raise _violation("hourglass_empty", "Le sablier est écoulé.", R_HOURGLASS)
        self._expire(flow, now, rng)
        if flow.over:
            raise RuleViolation("match_finished", "The match is over; it accepts no command.", status=409)
        if seat is None or not 0 <= seat < state.seats:
            raise _violation("not_a_seat", "Only a seated player may act.")
        handler = self._handlers.get(type(command))
        if handler is None:
            raise _violation("illegal_action", f"Unknown action {type(command).__name__}.")
        handler(flow, seat, command, now, rng)
        if not flow.over:
            self._advance(flow, now, rng)
        return flow.events

    def next_deadline(self, state: MontagnesState) -> float | None:
        if state.result is None and state.step in ("encounter", "decision", "peek"):
            return state.deadline
        return None

    def on_deadline(self, state: MontagnesState, now: float, rng: Rng) -> list[Event]:
        flow = _Flow(self, state)
        self._expire(flow, now, rng)
        return flow.events

    def _expire(self, flow: _Flow, now: float, rng: Rng) -> None:
        """Deadlines passed by ``now``, in order (also run lazily before any command)."""
        while not flow.over:
            s = flow.s
            deadline = self.next_deadline(s)
            if deadline is None or now < deadline:
                return
            if s.step == "encounter":
                window = deadline + s.decision_seconds if rules.can_restart(s) else None
                flow.emit(ev.HourglassRanOut(decision_deadline=window))
            elif s.step == "decision":
                flow.emit(ev.EncounterClosed(timed_out=True))
            else:
                assert s.peek_space is not None
                flow.emit(ev.PeekEnded(space=s.peek_space))
            self._advance(flow, now, rng)

    def _advance(self, flow: _Flow, now: float, rng: Rng) -> None:
        """Play every step that needs no choice, until a prompt, a timer or the end."""
        while not flow.over:
            s = flow.s
            step = s.step
            if step == "reveal":
                flow.emit(ev.SledRevealed(cards=list(s.sled)))
            elif step == "reward":
                if self._reward_waits(flow):
                    return
                flow.emit(ev.StepChanged(step="failures"))
            elif step == "relic_action":
                if self._relic_action_waits(flow):
                    return
                if not flow.over:
                    flow.emit(ev.StepChanged(step="failures"))
            elif step == "failures":
                if s.failures:
                    return
                flow.emit(ev.ResolutionEnded())
            elif step == "draw":
                if rules.can_use_token(s, "draw"):
                    return
                flow.emit(ev.StepChanged(step="deal"))
            elif step == "deal":
                needs = rules.deal_needs(s)
                total = sum(needs.values())
                if total and s.deck and len(s.deck) < total:
                    return
                order = [(s.leader + k) % s.seats for k in range(s.seats)]
                for p in order:
                    if needs.get(p) and flow.s.deck:
                        n = needs[p]
                        flow.emit(ev.CardsDealt(seat=p, cards=flow.s.deck[:n], count=n))
                flow.emit(ev.StepChanged(step="rest"))
            elif step == "rest":
                if rules.rest_allowed(s):
                    return
                self._end_turn(flow)
            else:
                return

    def _reward_waits(self, flow: _Flow) -> bool:
        """Whether the reward needs the Leader's choice; applies Soigner at once."""
        s = flow.s
        kind = s.reward
        if kind in RELIC_KINDS:
            return any(CONTENT.relics[r].kind == kind for r in s.relic_pile)
        if kind == "search":
            return bool(rules.search_targets(s))
        if kind == "esoteric":
            return bool(s.esoteric_pile)
        if kind == "exalt":
            return s.tokens_discard > 0
        if kind == "heal":
            self._heal(flow)
        return False

    def _relic_action_waits(self, flow: _Flow) -> bool:
        """The receiving player's immediate action: a prompt when it offers a choice."""
        s = flow.s
        action = s.relic_action
        receiver = s.relic_receiver
        assert receiver is not None
        if action == "discard_from_hand":
            return bool(s.hands[receiver])
        if action == "esoteric":
            return bool(s.esoteric_pile)
        if action == "draw_equipment":
            if s.deck and len(s.hands[receiver]) < s.hand_limit():
                flow.emit(ev.CardsDealt(seat=receiver, cards=[s.deck[0]], count=1))
        elif action == "heal":
            self._heal(flow)
        elif action == "exalt_one":
            if s.tokens_discard:
                flow.emit(ev.TokensReturned(count=1, reason="relic"))
        elif action == "wound":
            self._draw_injuries(flow, 1)
        elif action == "mill_two" and s.deck:
            flow.emit(ev.CardsMilled(cards=s.deck[:2], reason="relic"))
        return False

    # -- shared consequences ----------------------------------------------------------------
    def _heal(self, flow: _Flow) -> None:
        """Soigner: one injury from the sled (played this turn) or the discard back to its pile."""
        s = flow.s
        for entry in s.sled:
            if CONTENT.is_injury(entry.card):
                flow.emit(ev.InjuryHealed(card=entry.card, source="sled"))
                return
        for card in s.discard:
            if CONTENT.is_injury(card):
                flow.emit(ev.InjuryHealed(card=card, source="discard"))
                return

    def _draw_injuries(self, flow: _Flow, count: int) -> None:
        """« Si vous devez piocher une Blessure et que la pioche est vide, passez à la Fin » (R-M-4)."""
        for _ in range(count):
            if not flow.s.injury_pile:
                flow.emit(
                    ev.ExpeditionEnded(
                        won=False,
                        reason="injuries",
                        detail="Affaibli et accablé de blessures, le groupe peine à avancer.",
                    )
                )
                return
            flow.emit(ev.InjuryDrawn(card=flow.s.injury_pile[0]))

    def _box(self, flow: _Flow, source: str, reason: str) -> None:
        """A token to the box; boxing the last one loses the game."""
        flow.emit(ev.TokenBoxed(source=source, reason=reason))
        if flow.s.tokens_left() == 0:
            flow.emit(
                ev.ExpeditionEnded(
                    won=False,
                    reason="leadership",
                    detail="Vous avez perdu tout espoir de survie, isolés dans cette cruelle immensité.",
                )
            )

    def _lose_token(self, flow: _Flow, reason: str) -> None:
        """« Défaussez un jeton Leadership du Traîneau. S'il n'y a plus de jetons sur le Traîneau,
        remettez, à la place, un jeton de la défausse dans la boîte »."""
        if flow.s.tokens_sled > 0:
            flow.emit(ev.TokenDiscarded(count=1, reason=reason))
        else:
            self._box(flow, "discard", reason)

    def _box_one(self, flow: _Flow, reason: str) -> None:
        """Box one token « au choix » (R-M-1, R-M-5): a prompt when both places hold tokens."""
        s = flow.s
        if s.tokens_sled and s.tokens_discard:
            flow.emit(ev.StepChanged(step="box"))
        else:
            self._box(flow, "sled" if s.tokens_sled else "discard", reason)

    def _draw_madness(self, flow: _Flow, seat: int) -> None:
        """PIOCHER UNE CARTE FOLIE: the next level; the old card goes back to the box (not in expert)."""
        s = flow.s
        level = rules.madness_level(s, seat) + 1
        returned = None if s.expert or not s.madness[seat] else s.madness[seat][0]
        card = s.madness_decks[level - 1][0]
        flow.emit(ev.MadnessDrawn(seat=seat, level=level, card=card, returned=returned))

    def _apply_die(self, flow: _Flow, face: str, trial: int) -> None:
        s = flow.s
        if face == "accident":
            self._draw_injuries(flow, 2)
        elif face == "confusion":
            outcome = s.trials[trial]
            gap = rules.current_trials(s)[trial].gap(outcome.total)
            if len(s.deck) >= gap:
                flow.emit(ev.CardsMilled(cards=s.deck[:gap], reason="confusion"))
            else:
                self._box_one(flow, "confusion")
        elif s.tokens_sled >= 2:
            flow.emit(ev.TokenDiscarded(count=2, reason="morale"))
        else:
            self._box_one(flow, "morale")

    def _end_turn(self, flow: _Flow) -> None:
        s = flow.s
        if s.plane == rules.ESCAPE[-1]:
            relics = rules.relics_won(s)
            injuries = rules.injuries_held(s)
            score = relics - injuries
            flow.emit(
                ev.ExpeditionEnded(
                    won=score >= 0,
                    reason="escaped",
                    detail=rules.result_label(score),
                    relics=relics,
                    injuries=injuries,
                    score=score,
                )
            )
        else:
            flow.emit(ev.TurnEnded(leader=(s.leader + 1) % s.seats))

    # -- command handlers ---------------------------------------------------------------------
    @staticmethod
    def _expect(s: MontagnesState, seat: int, *steps: str, who: int | None = None) -> None:
        if s.step not in steps:
            raise _violation("illegal_action", f"Pas maintenant: {_step_text(s.step)}")
        expected = s.leader if who is None else who
        if seat != expected:
            raise _violation("not_your_turn", "Ce choix revient à un autre joueur.")

    def _move(self, flow: _Flow, seat: int, command: cmd.Move, now: float, rng: Rng) -> None:
        s = flow.s
        self._expect(s, seat, "movement")
        targets = rules.move_targets(s)
        if command.space not in targets:
            rule = R_FIRST if s.plane is None else R_GATES if s.plane in (rules.GATES, *rules.ESCAPE) else R_MOVE
            where = labels.space(command.space).fr if command.space in CONTENT.spaces else repr(command.space)
            raise _violation("illegal_move", f"L'Avion ne peut pas aller en {where}.", rule)
        flow.emit(ev.PlaneMoved(space=command.space, tile=s.board.get(command.space)))
        flow.emit(ev.HourglassTurned(deadline=now + rules.hourglass_seconds(flow.s), restart=False))

    def _require_token(self, s: MontagnesState, use: str) -> None:
        if use in s.covered[s.leader]:
            raise _violation("leadership_covered", "Un jeton Relique recouvre cette action.", R_COVER)
        if s.tokens_sled <= 0:
            raise _violation("no_leadership_token", "Plus de jeton Leadership sur le Traîneau.", R_TOKEN)

    def _ignore_madness(self, flow: _Flow, seat: int, command: cmd.IgnoreMadness, now: float, rng: Rng) -> None:
        s = flow.s
        self._expect(s, seat, "movement")
        self._require_token(s, "movement")
        player = command.player
        if not 0 <= player < s.seats or s.ignored[player] >= len(s.madness[player]):
            raise _violation("invalid_choice", "Ce joueur n'a pas de carte Folie à ignorer.")
        flow.emit(ev.LeadershipUsed(use="movement", target=player))
        left = rules.ignorable(flow.s, player)
        if len(left) == 1:
            flow.emit(ev.MadnessIgnored(seat=player, card=left[0].id))
        else:
            flow.emit(ev.StepChanged(step="ignore_choice"))

    def _ignore_card(self, flow: _Flow, seat: int, command: cmd.IgnoreCard, now: float, rng: Rng) -> None:
        """« ignorer une carte Folie »: the player, who alone knows the cards, says which one."""
        s = flow.s
        chooser = rules.ignore_chooser(s)
        self._expect(s, seat, "ignore_choice", who=chooser)
        if command.card not in {c.id for c in rules.ignorable(s, seat)}:
            raise _violation("invalid_choice", "Choisissez une de vos cartes Folie non ignorées.", R_IGNORE)
        flow.emit(ev.MadnessIgnored(seat=seat, card=command.card), ev.StepChanged(step="movement"))

    def _place_cards(self, flow: _Flow, seat: int, command: cmd.PlaceCards, now: float, rng: Rng) -> None:
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

    def _restart_hourglass(self, flow: _Flow, seat: int, command: cmd.RestartHourglass, now: float, rng: Rng) -> None:
        s = flow.s
        self._expect(s, seat, "decision")
        self._require_token(s, "encounter")
        if not rules.can_restart(s):
            raise _violation("relic_forbids", "Votre Relique limite les retournements du sablier.", R_CONSTRAINT)
        flow.emit(ev.LeadershipUsed(use="encounter"))
        flow.emit(ev.HourglassTurned(deadline=now + rules.hourglass_seconds(flow.s), restart=True))

    def _end_encounter(self, flow: _Flow, seat: int, command: cmd.EndEncounter, now: float, rng: Rng) -> None:
        self._expect(flow.s, seat, "decision")
        flow.emit(ev.EncounterClosed(timed_out=False))

    def _assign_relic(self, flow: _Flow, seat: int, command: cmd.AssignRelic, now: float, rng: Rng) -> None:
        s = flow.s
        self._expect(s, seat, "reward")
        if s.reward not in RELIC_KINDS:
            raise _violation("illegal_action", "La Récompense n'est pas une Relique.")
        if command.card not in s.relic_pile or CONTENT.relics[command.card].kind != s.reward:
            raise _violation("invalid_choice", "Cette carte Relique n'est pas disponible.")
        if command.player not in rules.relic_recipients(s):
            raise _violation("invalid_choice", "Ce joueur ne peut pas recevoir la Relique.", R_RELIC)
        all_mad = not rules.madness_drawable(s, command.player)
        flow.emit(ev.RelicAssigned(card=command.card, seat=command.player))
        if all_mad:
            self._lose_token(flow, "relic")
        else:
            self._draw_madness(flow, command.player)

    def _search_tile(self, flow: _Flow, seat: int, command: cmd.SearchTile, now: float, rng: Rng) -> None:
        s = flow.s
        self._expect(s, seat, "reward")
        if s.reward != "search":
            raise _violation("illegal_action", "La Récompense n'est pas Fouiller.")
        if command.space not in rules.search_targets(s):
            raise _violation("invalid_choice", "Choisissez une tuile face cachée non adjacente.", R_SEARCH)
        tile = s.board[command.space]
        assert tile is not None
        flow.emit(ev.TileSearched(space=command.space, tile=tile, until=now + s.search_seconds))

    def _take_esoteric(self, flow: _Flow, seat: int, command: cmd.TakeEsoteric, now: float, rng: Rng) -> None:
        s = flow.s
        if s.step == "relic_action" and s.relic_action == "esoteric":
            self._expect(s, seat, "relic_action", who=s.relic_receiver)
        else:
            self._expect(s, seat, "reward")
            if s.reward != "esoteric":
                raise _violation("illegal_action", "La Récompense n'est pas un Équipement Ésotérique.")
        if command.card not in s.esoteric_pile:
            raise _violation("invalid_choice", "Cette carte Ésotérique n'est pas disponible.")
        flow.emit(ev.EsotericAdded(card=command.card), ev.StepChanged(step="failures"))

    def _exalt(self, flow: _Flow, seat: int, command: cmd.Exalt, now: float, rng: Rng) -> None:
        s = flow.s
        self._expect(s, seat, "reward")
        if s.reward != "exalt":
            raise _violation("illegal_action", "La Récompense n'est pas Exalter.")
        if not 0 <= command.count <= min(2, s.tokens_discard):
            raise _violation("invalid_choice", "Exalter: jusqu'à deux jetons de la défausse.")
        if command.count:
            flow.emit(ev.TokensReturned(count=command.count, reason="exalt"))
        flow.emit(ev.StepChanged(step="failures"))

    def _discard_from_hand(self, flow: _Flow, seat: int, command: cmd.DiscardFromHand, now: float, rng: Rng) -> None:
        s = flow.s
        self._expect(s, seat, "relic_action", who=s.relic_receiver)
        if s.relic_action != "discard_from_hand":
            raise _violation("illegal_action", "Cette Relique ne fait pas défausser.")
        if command.card != "none":
            if command.card not in s.hands[seat]:
                raise _violation("card_not_in_hand", "Cette carte n'est pas dans votre main.")
            flow.emit(ev.HandCardDiscarded(seat=seat, card=command.card))
        flow.emit(ev.StepChanged(step="failures"))

    def _failure_trial(self, s: MontagnesState, seat: int, trial: int) -> None:
        self._expect(s, seat, "failures")
        if trial not in s.failures:
            raise _violation("invalid_choice", "Cette épreuve n'est pas un Échec à subir.")

    def _failure_madness(self, flow: _Flow, seat: int, command: cmd.FailureMadness, now: float, rng: Rng) -> None:
        s = flow.s
        self._failure_trial(s, seat, command.trial)
        if "die_first" in rules.leader_constraints(s) and s.failures_done == 0:
            raise _violation("relic_forbids", "Votre Relique impose le dé Malus au premier Échec.", R_CONSTRAINT)
        if command.player not in rules.failure_madness_targets(s):
            raise _violation("invalid_choice", "Ce joueur ne peut pas piocher de carte Folie.", R_LEVEL3)
        flow.emit(ev.FailureSuffered(trial=command.trial, consequence="madness", seat=command.player))
        self._draw_madness(flow, command.player)

    def _failure_die(self, flow: _Flow, seat: int, command: cmd.FailureDie, now: float, rng: Rng) -> None:
        self._failure_trial(flow.s, seat, command.trial)
        flow.emit(ev.FailureSuffered(trial=command.trial, consequence="die"))
        flow.emit(ev.DieRolled(face=rng.choice(DIE_FACES), trial=command.trial))

    def _accept_die(self, flow: _Flow, seat: int, command: cmd.AcceptDie, now: float, rng: Rng) -> None:
        s = flow.s
        self._expect(s, seat, "die")
        assert s.die_face is not None and s.die_trial is not None
        face, trial = s.die_face, s.die_trial
        flow.emit(ev.DieAccepted(face=face, trial=trial))
        self._apply_die(flow, face, trial)

    def _reroll_die(self, flow: _Flow, seat: int, command: cmd.RerollDie, now: float, rng: Rng) -> None:
        s = flow.s
        self._expect(s, seat, "die")
        self._require_token(s, "resolution")
        assert s.die_trial is not None
        flow.emit(ev.LeadershipUsed(use="resolution"))
        flow.emit(ev.DieRolled(face=rng.choice(DIE_FACES), trial=s.die_trial))

    def _box_token(self, flow: _Flow, seat: int, command: cmd.BoxToken, now: float, rng: Rng) -> None:
        s = flow.s
        self._expect(s, seat, "box")
        available = {"sled": s.tokens_sled, "discard": s.tokens_discard}
        if not available.get(command.source):
            raise _violation("invalid_choice", "Aucun jeton à cet endroit.", "R-M-5")
        self._box(flow, command.source, "die")
        if not flow.over:
            flow.emit(ev.StepChanged(step="failures"))

    def _raise_hand_limit(self, flow: _Flow, seat: int, command: cmd.RaiseHandLimit, now: float, rng: Rng) -> None:
        s = flow.s
        self._expect(s, seat, "draw")
        self._require_token(s, "draw")
        flow.emit(ev.LeadershipUsed(use="draw"))

    def _deal(self, flow: _Flow, seat: int, command: cmd.Deal, now: float, rng: Rng) -> None:
        self._expect(flow.s, seat, "draw")
        flow.emit(ev.StepChanged(step="deal"))

    def _deal_to(self, flow: _Flow, seat: int, command: cmd.DealTo, now: float, rng: Rng) -> None:
        s = flow.s
        self._expect(s, seat, "deal")
        if command.player not in rules.deal_needs(s) or not s.deck:
            raise _violation("invalid_choice", "Ce joueur a atteint la limite de cartes en main.", R_DEAL)
        flow.emit(ev.CardsDealt(seat=command.player, cards=[s.deck[0]], count=1))

    def _rest(self, flow: _Flow, seat: int, command: cmd.Rest, now: float, rng: Rng) -> None:
        s = flow.s
        self._expect(s, seat, "rest")
        if not rules.rest_allowed(s):
            rule = R_CONSTRAINT if s.tokens_left() > 1 else R_REST
            raise _violation("rest_forbidden", "Le repos est impossible.", rule)
        self._box(flow, "discard" if s.tokens_discard else "sled", "rest")
        if flow.s.tokens_discard:
            flow.emit(ev.TokensReturned(count=flow.s.tokens_discard, reason="rest"))
        pool = rng.shuffled([*flow.s.deck, *flow.s.discard])
        flow.emit(ev.DeckReshuffled(deck=pool, count=len(pool)))
        self._end_turn(flow)

    def _skip_rest(self, flow: _Flow, seat: int, command: cmd.SkipRest, now: float, rng: Rng) -> None:
        self._expect(flow.s, seat, "rest")
        self._end_turn(flow)

    # -- reading ------------------------------------------------------------------------------
    def outcome(self, state: MontagnesState) -> Outcome | None:
        r = state.result
        if r is None:
            return None
        return Outcome(
            result="won" if r.won else "lost",
            winners=list(range(state.seats)) if r.won else [],
            reason=r.reason,
            detail=r.detail,
            score=None if r.score is None else float(r.score),
        )

    def view(self, state: MontagnesState, seat: int | None) -> MontagnesView:
        return build(state, seat, self.outcome(state))

    def event_view(self, event: Event, seat: int | None) -> Event | None:
        if isinstance(event, ev.ExpeditionPrepared):
            return msgspec.structs.replace(event, board=None, box_tiles=None, deck=None, madness_decks=None)
        if isinstance(event, ev.CardsDealt | ev.CardsPlaced) and event.seat != seat:
            return msgspec.structs.replace(event, cards=None)
        if isinstance(event, ev.MadnessDrawn) and event.seat != seat:
            return msgspec.structs.replace(event, card=None, returned=None)
        if isinstance(event, ev.MadnessIgnored) and event.seat != seat:
            return msgspec.structs.replace(event, card=None)
        if isinstance(event, ev.DeckReshuffled):
            return msgspec.structs.replace(event, deck=None)
        if isinstance(event, ev.TileSearched):  # seen in the views for the peek only, never in a log
            return msgspec.structs.replace(event, tile=None)
        return event

    def _prompt_id(self, s: MontagnesState) -> str:
        return f"t{s.turn}.{s.step_no}.{s.step}"

    def prompts(self, state: MontagnesState) -> list[Prompt]:
        s = state
        if s.result is not None or s.step == "peek":
            return []
        pid = self._prompt_id(s)
        text = _step_text(s.step)
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

    def legal_actions(self, state: MontagnesState, seat: int) -> list[LegalAction]:
        s = state
        if s.result is not None:
            return []
        prompts = [p for p in self.prompts(s) if p.seat == seat]
        if not prompts:
            return []
        pid = prompts[0].id
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
            self._reward_actions(s, add, players)
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
        self,
        s: MontagnesState,
        add: Callable[[str, str, list[Param] | None], None],
        players: Callable[[list[int]], list[Choice]],
    ) -> None:
        kind = s.reward
        if kind in RELIC_KINDS:
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

    def status(self, state: MontagnesState) -> Status:
        if state.result is not None:
            return Status(to_act=[], finished=True, outcome=self.outcome(state), turn=state.turn)
        return Status(to_act=sorted({p.seat for p in self.prompts(state)}), turn=state.turn)

    # -- talk ---------------------------------------------------------------------------------
    def check_chat(self, state: MontagnesState, seat: int, text: str, now: float) -> list[Event]:
        return self.check_speech(state, seat, Speech(text), now)

    def check_speech(self, state: MontagnesState, seat: int, speech: Speech, now: float) -> list[Event]:
        """Silence after the first card and during the Leader's window costs a token; while talk is
        allowed, a madness the server can check refuses the message (some read its addressees and the
        other players' last lines)."""
        s = state
        if s.result is not None or not 0 <= seat < s.seats:
            return []
        silence = False
        check_madness = False
        if s.step == "encounter" and s.deadline is not None:
            if now >= s.deadline:
                silence = rules.can_restart(s) and now < s.deadline + s.decision_seconds
            elif s.talk_allowed:
                check_madness = True
            else:
                silence = True
        elif s.step == "decision":
            silence = s.deadline is not None and now < s.deadline
        if silence:
            flow = _Flow(self, state)
            flow.emit(ev.SpeechPenalised(seat=seat))
            self._lose_token(flow, "speech")
            return flow.events
        if check_madness:
            others = tuple(line for p, line in sorted(speech.heard.items()) if p != seat)
            context = Context(to=speech.to, leader=s.leader, others=others)
            reason = speech_violation(rules.active_rules(s, seat), speech.text, context)
            if reason is not None:
                raise RuleViolation("madness_forbids_speech", reason, rule=R_MADNESS)
        return []

    # -- hidden information -------------------------------------------------------------------
    def resample_hidden(self, state: MontagnesState, seat: int | None, rng: Rng) -> MontagnesState:
        """Re-deal what ``seat`` cannot know: deck order, other hands, others' face-down sled cards,
        others' madness (held or returned to the box), face-down and boxed tiles of each region."""
        s = self.clone(state)
        others = [p for p in range(s.seats) if p != seat]
        revealed = bool(s.trials)
        slots: list[tuple[str, int, int]] = [("deck", 0, k) for k in range(len(s.deck))]
        for p in others:
            slots.extend(("hand", p, k) for k in range(len(s.hands[p])))
        if not revealed:
            slots.extend(("sled", 0, k) for k, e in enumerate(s.sled) if e.seat != seat)
        pool = [_slot_get(s, slot) for slot in slots]
        rng.shuffle(pool)
        for slot, card in zip(slots, pool, strict=True):
            _slot_set(s, slot, card)
        chosen = {p: [s.madness[p].index(c) for c in rules.ignored_cards(s, p)] for p in others}
        for level in (1, 2, 3):
            mslots: list[tuple[list[str], int]] = [
                (s.madness_decks[level - 1], k) for k in range(len(s.madness_decks[level - 1]))
            ]
            for p in others:
                for pile in (s.madness[p], s.madness_boxed[p]):
                    mslots.extend((pile, k) for k, m in enumerate(pile) if CONTENT.madness[m].level == level)
            mpool = [pile[k] for pile, k in mslots]
            rng.shuffle(mpool)
            for (pile, k), card in zip(mslots, mpool, strict=True):
                pile[k] = card
        for p, places in chosen.items():  # a chosen card stays chosen, whatever it is redrawn as
            if places:
                s.ignored_cards[p] = [s.madness[p][k] for k in places]
        for region in ("coast", "mountains", "city", "gates", "escape"):
            spaces = [
                sp.id
                for sp in CONTENT.board.spaces
                if sp.region == region and s.board.get(sp.id) is not None and sp.id not in s.peeked
            ]
            boxed = [k for k, t in enumerate(s.box_tiles) if CONTENT.tiles[t].region == region]
            tpool = [t for t in (s.board[sp] for sp in spaces) if t is not None]
            tpool += [s.box_tiles[k] for k in boxed]
            rng.shuffle(tpool)
            for sp, tile in zip(spaces, tpool, strict=False):
                s.board[sp] = tile
            for k, tile in zip(boxed, tpool[len(spaces) :], strict=True):
                s.box_tiles[k] = tile
        return s


def _slot_get(s: MontagnesState, slot: tuple[str, int, int]) -> str:
    where, p, k = slot
    if where == "deck":
        return s.deck[k]
    if where == "hand":
        return s.hands[p][k]
    return s.sled[k].card


def _slot_set(s: MontagnesState, slot: tuple[str, int, int], card: str) -> None:
    where, p, k = slot
    if where == "deck":
        s.deck[k] = card
    elif where == "hand":
        s.hands[p][k] = card
    else:
        s.sled[k] = SledCard(s.sled[k].seat, card)


def _card_label(card: str) -> str:
    return labels.card(card).fr


def _space_label(s: MontagnesState, space: str) -> str:
    return labels.space_with_tile(space, s.board.get(space) is not None).fr


# -- folds ------------------------------------------------------------------------------------
def _enter(s: MontagnesState, step: str, deadline: float | None = None) -> None:
    s.step = step
    s.step_no += 1
    s.deadline = deadline


def _new_state(e: ev.ExpeditionPrepared) -> MontagnesState:
    assert e.board is not None and e.box_tiles is not None and e.deck is not None
    assert e.madness_decks is not None
    n = e.seats
    return MontagnesState(
        seats=n,
        expert=e.expert,
        encounter_seconds=e.encounter_seconds,
        decision_seconds=e.decision_seconds,
        search_seconds=e.search_seconds,
        leader=e.leader,
        board=dict(e.board),
        box_tiles=list(e.box_tiles),
        deck=list(e.deck),
        discard=list(e.discard),
        injury_pile=list(e.injury_pile),
        esoteric_pile=list(e.esoteric_pile),
        relic_pile=list(e.relic_pile),
        hands=[[] for _ in range(n)],
        relics=[[] for _ in range(n)],
        covered=[[] for _ in range(n)],
        relic_tokens=[[] for _ in range(n)],
        madness=[[] for _ in range(n)],
        madness_decks=[list(d) for d in e.madness_decks],
        madness_boxed=[[] for _ in range(n)],
        ignored=[0] * n,
        ignored_cards=[[] for _ in range(n)],
        placed=[0] * n,
        tokens_sled=LEADERSHIP_TOKENS,
    )


def _fold_nothing(s: MontagnesState, e: Event) -> None:
    return None


def _fold_cards_dealt(s: MontagnesState, e: ev.CardsDealt) -> None:
    s.hands[e.seat].extend(s.deck[: e.count])
    del s.deck[: e.count]


def _fold_madness_drawn(s: MontagnesState, e: ev.MadnessDrawn) -> None:
    card = s.madness_decks[e.level - 1].pop(0)
    if e.returned is not None:
        s.madness[e.seat].remove(e.returned)
        s.madness_boxed[e.seat].append(e.returned)
    s.madness[e.seat].append(card)
    s.ignored[e.seat] = min(s.ignored[e.seat], len(s.madness[e.seat]))
    chosen = rules.ignored_cards(s, e.seat)
    if e.returned in chosen:  # the upgraded card takes the ignored one's place for the rest of the turn
        chosen[chosen.index(e.returned)] = card


def _fold_leadership_used(s: MontagnesState, e: ev.LeadershipUsed) -> None:
    s.tokens_sled -= 1
    s.tokens_discard += 1
    if e.use == "movement" and e.target is not None:
        s.ignored[e.target] += 1
    elif e.use == "draw":
        s.hand_bonus += 1
    elif e.use == "encounter":
        s.restarts += 1


def _fold_madness_ignored(s: MontagnesState, e: ev.MadnessIgnored) -> None:
    if len(s.ignored_cards) < s.seats:
        s.ignored_cards = [[] for _ in range(s.seats)]
    assert e.card is not None
    s.ignored_cards[e.seat].append(e.card)


def _fold_token_discarded(s: MontagnesState, e: ev.TokenDiscarded) -> None:
    s.tokens_sled -= e.count
    s.tokens_discard += e.count


def _fold_token_boxed(s: MontagnesState, e: ev.TokenBoxed) -> None:
    if e.source == "sled":
        s.tokens_sled -= 1
    else:
        s.tokens_discard -= 1
    s.tokens_box += 1


def _fold_tokens_returned(s: MontagnesState, e: ev.TokensReturned) -> None:
    s.tokens_discard -= e.count
    s.tokens_sled += e.count


def _fold_plane_moved(s: MontagnesState, e: ev.PlaneMoved) -> None:
    s.plane = e.space
    s.current_space = e.space
    s.current_tile = s.board.get(e.space)
    s.board[e.space] = None


def _fold_hourglass_turned(s: MontagnesState, e: ev.HourglassTurned) -> None:
    _enter(s, "encounter", e.deadline)
    s.talk_allowed = True


def _fold_cards_placed(s: MontagnesState, e: ev.CardsPlaced) -> None:
    assert e.cards is not None
    for card in e.cards:
        s.hands[e.seat].remove(card)
        s.sled.append(SledCard(e.seat, card))
    s.placed[e.seat] += e.count
    s.talk_allowed = False


def _fold_hourglass_ran_out(s: MontagnesState, e: ev.HourglassRanOut) -> None:
    s.talk_allowed = False
    if e.decision_deadline is None:
        _enter(s, "reveal")
    else:
        _enter(s, "decision", e.decision_deadline)


def _fold_encounter_closed(s: MontagnesState, e: ev.EncounterClosed) -> None:
    _enter(s, "reveal")


def _fold_sled_revealed(s: MontagnesState, e: ev.SledRevealed) -> None:
    totals: dict[str, int] = {}
    for entry in s.sled:
        eq = card_of(entry.card)
        if eq is not None:
            totals[eq.equipment] = totals.get(eq.equipment, 0) + eq.value
    outcomes = []
    for k, trial in enumerate(rules.current_trials(s)):
        total = totals.get(trial.equipment, 0)
        outcomes.append(TrialOutcome(k, trial.equipment, trial.label(), total, trial.passes(total)))
    s.trials = outcomes
    s.failures = [o.index for o in outcomes if not o.passed]
    s.failures_done = 0
    reward = CONTENT.tiles[s.current_tile].reward if s.current_tile is not None else "none"
    if reward != "none" and any(o.passed for o in outcomes):
        s.reward = reward
        _enter(s, "reward")
    else:
        s.reward = None
        _enter(s, "failures")


def _fold_relic_assigned(s: MontagnesState, e: ev.RelicAssigned) -> None:
    relic = CONTENT.relics[e.card]
    s.relic_pile.remove(e.card)
    extra_knowledge = relic.kind == "knowledge" and "knowledge" in s.relic_tokens[e.seat]
    s.relics[e.seat].append(e.card)
    if not extra_knowledge:
        s.relic_tokens[e.seat].append(relic.kind)
        if relic.covers not in s.covered[e.seat]:
            s.covered[e.seat].append(relic.covers)
    s.relic_receiver = e.seat
    s.relic_action = relic.action
    _enter(s, "relic_action")


def _fold_tile_searched(s: MontagnesState, e: ev.TileSearched) -> None:
    s.peek_space = e.space
    if e.space not in s.peeked:
        s.peeked.append(e.space)
    _enter(s, "peek", e.until)


def _fold_peek_ended(s: MontagnesState, e: ev.PeekEnded) -> None:
    s.peek_space = None
    s.reward = None
    _enter(s, "failures")


def _fold_esoteric_added(s: MontagnesState, e: ev.EsotericAdded) -> None:
    s.esoteric_pile.remove(e.card)
    s.discard.append(e.card)


def _fold_injury_healed(s: MontagnesState, e: ev.InjuryHealed) -> None:
    if e.source == "sled":
        s.sled = [entry for entry in s.sled if entry.card != e.card]
    else:
        s.discard.remove(e.card)
    s.injury_pile.insert(0, e.card)


def _fold_injury_drawn(s: MontagnesState, e: ev.InjuryDrawn) -> None:
    s.injury_pile.remove(e.card)
    s.discard.append(e.card)


def _fold_hand_card_discarded(s: MontagnesState, e: ev.HandCardDiscarded) -> None:
    s.hands[e.seat].remove(e.card)
    s.discard.append(e.card)


def _fold_cards_milled(s: MontagnesState, e: ev.CardsMilled) -> None:
    n = len(e.cards)
    s.discard.extend(s.deck[:n])
    del s.deck[:n]


def _fold_step_changed(s: MontagnesState, e: ev.StepChanged) -> None:
    if e.step == "failures":
        s.reward = None
        s.relic_receiver = None
        s.relic_action = None
    _enter(s, e.step)


def _fold_failure_suffered(s: MontagnesState, e: ev.FailureSuffered) -> None:
    s.failures.remove(e.trial)
    s.failures_done += 1


def _fold_die_rolled(s: MontagnesState, e: ev.DieRolled) -> None:
    s.die_face = e.face
    s.die_trial = e.trial
    if s.step != "die":
        _enter(s, "die")


def _fold_die_accepted(s: MontagnesState, e: ev.DieAccepted) -> None:
    s.die_face = None
    s.die_trial = None
    _enter(s, "failures")


def _fold_resolution_ended(s: MontagnesState, e: ev.ResolutionEnded) -> None:
    s.discard.extend(entry.card for entry in s.sled)
    s.sled = []
    if s.current_tile is not None:
        s.set_aside.append(s.current_tile)
    s.current_tile = None
    s.current_space = None
    s.trials = []
    s.failures = []
    s.failures_done = 0
    s.reward = None
    s.placed = [0] * s.seats
    s.hand_bonus = 0
    _enter(s, "draw")


def _fold_deck_reshuffled(s: MontagnesState, e: ev.DeckReshuffled) -> None:
    assert e.deck is not None
    s.deck = list(e.deck)
    s.discard = []


def _fold_turn_ended(s: MontagnesState, e: ev.TurnEnded) -> None:
    s.leader = e.leader
    s.turn += 1
    s.ignored = [0] * s.seats
    s.ignored_cards = [[] for _ in range(s.seats)]
    s.restarts = 0
    _enter(s, "movement")


def _fold_expedition_ended(s: MontagnesState, e: ev.ExpeditionEnded) -> None:
    s.result = Result(e.won, e.reason, e.detail, e.relics, e.injuries, e.score)
    s.peek_space = None
    _enter(s, "over")
