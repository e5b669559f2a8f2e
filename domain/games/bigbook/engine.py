"""The Big Book of Madness on the Folie engine contract."""

from __future__ import annotations

from typing import Any, ClassVar

from domain.contract import Command, Engine, Event, LegalAction, Outcome, Prompt, RuleViolation, Status
from domain.games.bigbook import actions
from domain.games.bigbook import events as ev
from domain.games.bigbook.commands import (
    Acquire,
    Activate,
    BigBookCommand,
    ChooseCards,
    ChooseCurses,
    ChooseMagician,
    ChoosePile,
    ChoosePlayer,
    ChooseSpells,
    DestroyCurse,
    EndActions,
    Heal,
    Learn,
    UsePower,
)
from domain.games.bigbook.content import CONTENT, ELEMENTS, basic_copy, element_card_ids, madness_ids
from domain.games.bigbook.ctx import Ctx
from domain.games.bigbook.effects import Pick, check_picks
from domain.games.bigbook.events import BigBookEvent
from domain.games.bigbook.evolve import evolve as fold
from domain.games.bigbook.flow import deal, perform, run
from domain.games.bigbook.hidden import resample
from domain.games.bigbook.legal import acting_seat, free_magicians, in_power_window, legal_actions, pending, prompts
from domain.games.bigbook.state import Options, State
from domain.games.bigbook.views import BigBookView, event_view, view
from domain.rng import Rng

_ANSWERS: dict[type[Any], tuple[str, str]] = {
    ChooseCards: ("choose_cards", "cards"),
    ChooseSpells: ("choose_spells", "spells"),
    ChooseCurses: ("choose_curses", "curses"),
    ChoosePlayer: ("choose_player", "target"),
    ChoosePile: ("choose_pile", "pile"),
}


class BigBookEngine(Engine[State, Options]):
    """Cooperative deck-builder for 2 to 5 magicians (rulebook 002, rulings R-B-1 to R-B-7)."""

    game: ClassVar[str] = "bigbook"
    title: ClassVar[str] = "The Big Book of Madness"
    rules_version: ClassVar[str] = "iello-2015-fr+rulings-R-B-1..7+content-2"
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 5

    options_type = Options
    state_type = State
    command_type: Any = BigBookCommand
    event_type: Any = BigBookEvent
    view_type: Any = BigBookView
    finishing_events: ClassVar[frozenset[str] | None] = frozenset({"match_ended"})
    """Only ``match_ended`` sets the ``over`` phase, which is what makes :meth:`status` finished."""

    # -- life cycle -----------------------------------------------------------------------------
    def seats(self, options: Options) -> int:
        return options.players

    def validate_options(self, options: Options) -> None:
        def bad(message: str) -> RuleViolation:
            return RuleViolation("invalid_options", message, rule="Mise en place")

        if not self.min_seats <= options.players <= self.max_seats:
            raise bad("The Big Book of Madness is played by 2 to 5 players.")
        if options.difficulty not in (1, 2, 3):
            raise bad("Difficulty is column I, II or III of the round track (1, 2 or 3).")
        if not 0 <= options.first_player < options.players:
            raise bad("The first player must be one of the seats.")
        if options.magicians is not None:
            if len(options.magicians) != options.players:
                raise bad("Give one magician per player.")
            if len(set(options.magicians)) != len(options.magicians):
                raise bad("Each player has a different magician.")
            unknown = [m for m in options.magicians if m not in CONTENT.magicians]
            if unknown:
                raise bad(f"Unknown magician(s): {', '.join(unknown)}.")

    def start(self, options: Options, rng: Rng) -> list[Event]:
        self.validate_options(options)
        n = options.players
        madness = madness_ids()
        pile_size = CONTENT.setup.madness_by_players[str(n)]
        reserve = {f"{e}-{v}": element_card_ids(e, v) for e in ELEMENTS for v in (2, 3)}
        box = [card for e in ELEMENTS for card in element_card_ids(e, 1)] + madness[pile_size:]
        curse_piles: dict[str, list[str]] = {key: [] for key in (*ELEMENTS, "multi")}
        for curse_id, curse in CONTENT.curses.items():
            curse_piles[curse.element].append(curse_id)
        curse_piles = {key: rng.shuffled(pile) for key, pile in curse_piles.items()}
        covers = [p.id for p in CONTENT.pages.values() if p.kind == "cover"]
        inner = [p.id for p in CONTENT.pages.values() if p.kind == "inner"]
        end = [p.id for p in CONTENT.pages.values() if p.kind == "end"]
        grimoire = [rng.choice(covers), *rng.sample(inner, CONTENT.setup.inner_pages_used), *end]
        library: dict[str, list[str]] = {}
        for element in ELEMENTS:
            library[element] = []
            for level in (1, 2, 3):
                options_here = [
                    s.id for s in CONTENT.spells.values() if not s.basic and s.element == element and s.level == level
                ]
                library[element].append(rng.choice(options_here))
        basics = [s.id for s in CONTENT.spells.values() if s.basic]
        spells = [[basic_copy(b, seat) for b in basics] for seat in range(n)]
        box_spells = [basic_copy(b, seat) for seat in range(n, self.max_seats) for b in basics]
        ctx = Ctx(None, rng)
        ctx.emit(
            ev.MatchSetUp(
                options=options,
                seats=n,
                madness_pile=madness[:pile_size],
                box=box,
                reserve=reserve,
                curse_piles=curse_piles,
                grimoire=grimoire,
                library=library,
                spells=spells,
                box_spells=box_spells,
            )
        )
        if options.magicians is not None:
            for seat, magician in enumerate(options.magicians):
                ctx.emit(ev.MagicianChosen(seat=seat, magician=magician))
            deal(ctx)
            run(ctx)
        return ctx.finish(always=False)

    def evolve(self, state: State | None, event: Event) -> State:
        return fold(state, event)

    def handle(self, state: State, seat: int | None, command: Command, now: float, rng: Rng) -> list[Event]:
        if seat is None or not 0 <= seat < state.seats:
            raise RuleViolation("not_a_seat", "Only a seated player can act.", status=403)
        ctx = Ctx(self.clone(state), rng)
        if isinstance(command, ChooseMagician):
            self._choose_magician(ctx, seat, command)
        elif type(command) in _ANSWERS:
            self._answer(ctx, seat, command)
        elif isinstance(command, UsePower):
            actions.use_power(ctx, seat)  # also in the middle of an effect or in the recovery phase
            run(ctx)
        else:
            self._act(ctx, seat, command)
        return ctx.finish()

    def _choose_magician(self, ctx: Ctx, seat: int, command: ChooseMagician) -> None:
        state = ctx.state
        if state.phase != "magicians" or state.players[seat].magician:
            raise RuleViolation("illegal_action", "No magician to choose now.", rule="Mise en place")
        if command.magician not in free_magicians(state):
            raise RuleViolation(
                "magician_unavailable",
                "That magician is unknown or already taken.",
                rule="« Chaque joueur choisit un Magicien »",
            )
        ctx.emit(ev.MagicianChosen(seat=seat, magician=command.magician))
        if all(p.magician for p in ctx.state.players):
            deal(ctx)
            run(ctx)

    def _answer(self, ctx: Ctx, seat: int, command: Command) -> None:
        state = ctx.state
        found = pending(state)
        if found is None:
            raise RuleViolation("no_prompt", "No question is waiting for an answer.")
        step, question = found
        if step.seat != seat:
            raise RuleViolation("not_your_turn", "Another player must answer the pending prompt.", status=409)
        action, param = _ANSWERS[type(command)]
        if action != question.action:
            raise RuleViolation(
                "wrong_answer", f"The pending prompt ({question.kind}) is answered with {question.action}."
            )
        value = getattr(command, param)
        picks: list[Pick] = list(value) if isinstance(value, list) else [value]
        check_picks(state, step, picks)
        ctx.push([], pop=True)
        perform(ctx, step, picks)
        run(ctx)

    def _act(self, ctx: Ctx, seat: int, command: Command) -> None:
        state = ctx.state
        if state.phase == "magicians":
            raise RuleViolation("setup_pending", "Every player must first choose a magician.", rule="Mise en place")
        found = pending(state)
        if found is not None:
            raise RuleViolation("prompt_pending", f"Answer the pending prompt first ({found[1].kind}).", status=409)
        if acting_seat(state) != seat:
            raise RuleViolation(
                "not_your_turn",
                "Only the active player (or one acting through a spell) takes actions now.",
                rule="Déroulement du Jeu",
                status=409,
            )
        if in_power_window(state):
            if not isinstance(command, EndActions):
                raise RuleViolation(
                    "illegal_action",
                    "The action phase is over: use your magician power or end the turn.",
                    rule="Phase de Récupération",
                    status=409,
                )
            actions.close_power_window(ctx)
        elif isinstance(command, Activate):
            actions.activate(ctx, seat, command)
        elif isinstance(command, Learn):
            actions.learn(ctx, seat, command)
        elif isinstance(command, Acquire):
            actions.acquire(ctx, seat, command)
        elif isinstance(command, DestroyCurse):
            actions.destroy_curse(ctx, seat, command)
        elif isinstance(command, Heal):
            actions.heal(ctx, seat, command)
        elif isinstance(command, EndActions):
            actions.end_actions(ctx, seat)
        else:
            raise RuleViolation("illegal_action", f"Unknown command {type(command).__name__}.")
        run(ctx)

    # -- reading --------------------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> BigBookView:
        return view(state, seat)

    def event_view(self, event: Event, seat: int | None) -> Event | None:
        return event_view(event, seat)

    def prompts(self, state: State) -> list[Prompt]:
        return prompts(state)

    def legal_actions(self, state: State, seat: int) -> list[LegalAction]:
        return legal_actions(state, seat)

    def status(self, state: State) -> Status:
        if state.phase == "over":
            won = state.result == "won"
            outcome = Outcome(
                result="won" if won else "lost",
                winners=list(range(state.seats)) if won else [],
                reason=state.reason,
                detail=state.detail,
                score=float(state.pages_turned),
            )
            return Status(to_act=[], finished=True, outcome=outcome, turn=state.turn)
        waiting = sorted({p.seat for p in prompts(state)})
        if not waiting:
            seat = acting_seat(state)
            waiting = [] if seat is None else [seat]
        return Status(to_act=waiting, turn=state.turn)

    def resample_hidden(self, state: State, seat: int | None, rng: Rng) -> State:
        return resample(self.clone(state), seat, rng)


ENGINE = BigBookEngine()
