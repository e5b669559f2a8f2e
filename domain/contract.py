"""The engine contract: what every game implements so that service/ and projections/ stay generic.

An engine is a set of pure functions over its own state type:

* ``start(options, rng) -> [events]``: the set-up, with its chance outcomes (shuffles) in the events;
* ``evolve(state | None, event) -> state``: apply one fact; never draws, never checks rules;
* ``decide(state, seat, command, now, rng) -> [events] | RuleViolation``: the rules;
* ``view(state, seat | None)``: what one seat (``None``: a spectator) may know;
* ``prompts(state)`` / ``legal_actions(state, seat)``: who must answer what, with explicit options;
* ``status(state)``: whose move, finished, outcome.

See ``docs/engine.md`` for the full contract with Maeshowe as the worked example.
"""

from __future__ import annotations

import copy
import typing
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any, ClassVar, Generic, Literal, TypeVar

import msgspec

from domain.rng import Rng
from domain.texts import Catalogue

Json = Any
"""A JSON-compatible value (what msgspec encodes without help)."""


class Event(msgspec.Struct, frozen=True, kw_only=True, tag_field="type"):
    """Base of every stored fact. Subclasses are tagged (``tag="card_played"``) and immutable.

    Class-level metadata, declared once per event type, drives generic behaviour:

    * ``schema_version``: bumped when the stored shape changes; ``upcasters[n]`` turns a decoded
      version-``n`` body (a dict) into version ``n + 1``. Stored events are never rewritten.
    * ``chance``: the event records the outcome of chance (a shuffle, a die face).
    * ``reveals``: the event makes a secret known to some seat (a draw into a hand, a peek).
    * ``final``: the event cannot be taken back for a reason of the game's own (a card placed during
      a timed, simultaneous phase: the others have played on it). ``final_when`` names an option
      under which the event is final (a variant where a played card is public at once); engines
      whose rule needs more override :meth:`Engine.is_final`.
    * ``internal``: the engine's own bookkeeping (Big Book's pending-work queue), folded like any
      fact but no client's business: left out of every log served (seats, spectators, and the full
      log after the end), never a barrier by itself, and never carrying any other flag.

    Undo may never cross an event that has ``chance`` or ``reveals`` set (that would let a seat
    re-draw or un-know something), nor a final one.
    """

    schema_version: ClassVar[int] = 1
    chance: ClassVar[bool] = False
    reveals: ClassVar[bool] = False
    final: ClassVar[bool] = False
    internal: ClassVar[bool] = False
    final_when: ClassVar[str | None] = None
    upcasters: ClassVar[dict[int, Callable[[dict[str, Any]], dict[str, Any]]]] = {}


class Command(msgspec.Struct, frozen=True, kw_only=True, tag_field="action", forbid_unknown_fields=True):
    """Base of every command a seat can send. Subclasses are tagged by ``action``."""


class RuleViolation(Exception):
    """A command the rules refuse. Never a crash: the service turns it into a 4xx problem.

    ``code`` is stable and machine-readable (``not_your_turn``, ``illegal_action``...); ``rule``
    cites the rulebook passage or ruling (``R-Q-2``) that the command breaks.
    """

    def __init__(self, code: str, message: str, rule: str | None = None, status: int = 422) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.rule = rule
        self.status = status

    def __repr__(self) -> str:
        return f"RuleViolation({self.code!r}, {self.message!r}, rule={self.rule!r})"


class Choice(msgspec.Struct, frozen=True):
    """One option of a parameter: the value to send back and a human label.

    ``amount`` is what the choice adds to its parameter's total (a card's value in a payment) and
    ``group`` the kind it counts as (a card's element); both only mean something when the parameter
    states a constraint on them (``total_min``, ``same_group``, ``each_group``).
    """

    value: int | str
    """What to send in the command's field (a card id, a seat, a space's id...), as it is."""
    label: str
    """The choice in words, in the reader's language (``Accept-Language``)."""
    amount: int | None = None
    """What this choice adds to its parameter's total (``total_min``/``total_max``), e.g. a card's value
    in a payment; ``null``: counts 0."""
    group: str | None = None
    """The kind this choice counts as for ``same_group``/``each_group`` (e.g. a card's element)."""


class Param(msgspec.Struct, frozen=True):
    """One parameter of a legal action.

    With ``many=False`` the command field holds one of ``choices``' values; with ``many=True`` it
    holds a list of between ``min`` and ``max`` distinct values (``ordered``: the order matters, as
    when rearranging a line of cards; a full permutation has ``min == max == len(choices)``).

    The chosen values must also meet the optional constraints, so that a listing says exactly what is
    accepted (``domain/listing.py`` checks and samples them): the chosen ``amount``s sum to between
    ``total_min`` and ``total_max`` (a missing amount counts 0); with ``same_group`` they all share
    one ``group``; every group of ``each_group`` is among them. Every value that meets the listing is
    accepted by ``decide``, and at least one does.
    """

    name: str
    """The command's field this parameter fills."""
    choices: list[Choice]
    """The values allowed (with ``many``: the values a list may hold)."""
    many: bool = False
    """``false``: the field holds one choice's value; ``true``: a list of distinct choices' values."""
    min: int = 1
    """With ``many``: the fewest values the list holds."""
    max: int = 1
    """With ``many``: the most values the list holds."""
    ordered: bool = False
    """With ``many``: the list's order matters (as when rearranging a line of cards)."""
    total_min: int | None = None
    """The least the chosen values' ``amount``s may sum to (``null``: no bound)."""
    total_max: int | None = None
    """The most the chosen values' ``amount``s may sum to (``null``: no bound)."""
    same_group: bool = False
    """The chosen values must all share one ``group``."""
    each_group: list[str] = []
    """Groups that must each be among the chosen values' ``group``s."""


class LegalAction(msgspec.Struct, frozen=True):
    """A command a seat may send now: ``{"action": action, **fixed, <param>: <value>...}``.

    ``prompt`` names the pending prompt this action answers, if any. A generic client plays every
    game from these listings alone; the engine still re-checks everything in ``decide``.
    """

    action: str
    """The command's ``action``, its tag among the game's commands."""
    label: str
    """The action in words, in the reader's language (``Accept-Language``)."""
    params: list[Param] = []
    """The command's fields the seat chooses, each with its allowed values."""
    fixed: dict[str, Json] = {}
    """Fields sent as they are, next to ``action`` and the parameters."""
    prompt: str | None = None
    """The ``id`` of the pending prompt this action answers (``null``: a free action of the turn)."""


class Prompt(msgspec.Struct, frozen=True):
    """A pending question: ``seat`` must answer (several seats may be prompted at once).

    ``deadline`` is server time in seconds since the epoch, for timed rules.
    """

    id: str
    """The prompt's id, stable while it is pending (``LegalAction.prompt`` refers to it)."""
    seat: int
    """The seat that must answer."""
    kind: str
    """What is asked, as a code of the game (the choice the rules call for, e.g. ``eat``); ``text`` says it in words."""
    text: str
    """The question in words, in the reader's language (``Accept-Language``)."""
    deadline: float | None = None
    """When the answer is due (timed rules), server time in Unix seconds; ``null``: no time limit."""


OutcomeResult = Literal["won", "lost", "draw"]


class Outcome(msgspec.Struct, frozen=True):
    """How a finished match ended. ``winners`` lists seats (all seats in a cooperative win)."""

    result: OutcomeResult
    """``won`` or ``lost``: the whole table's in a cooperative game, the investigators' in Mansions (read
    ``winners`` for who won); ``draw`` is allowed, and no hosted game ends in one yet."""
    winners: list[int]
    """The seats that won (every seat in a cooperative win; none in a loss)."""
    reason: str
    """Why it ended, as a code of the game (Maeshowe: ``escaped``, ``health``, ``cannot_act``); ``detail``
    says it in words."""
    detail: str
    """Why it ended, in words."""
    score: float | None = None
    """The match's score where the game keeps one (Maeshowe: passage tokens removed; Big Book: pages
    turned); ``null``: none."""

    @classmethod
    def together(cls, won: bool, seats: int, reason: str, detail: str, score: float | None = None) -> Outcome:
        """A cooperative game's end: every seat wins, or none does."""
        winners = list(range(seats)) if won else []
        return cls(result="won" if won else "lost", winners=winners, reason=reason, detail=detail, score=score)


class Status(msgspec.Struct, frozen=True):
    """Who may act now, and whether (and how) the match is over."""

    to_act: list[int]
    """The seats that may send a command now."""
    finished: bool = False
    """The match is over (``outcome`` says how)."""
    outcome: Outcome | None = None
    """How the match ended (``null`` while it runs)."""
    turn: int = 0
    """The game's turn counter (0 before the first turn; what a turn is, is the game's)."""


class Speech(msgspec.Struct, frozen=True):
    """A chat line as a game's talk rules see it: ``to`` the seats it is addressed to (``None``: the
    whole table), ``heard`` each seat's last line before it."""

    text: str
    to: list[int] | None = None
    heard: dict[int, str] = {}


StateT = TypeVar("StateT")
OptionsT = TypeVar("OptionsT", bound=msgspec.Struct)


class Engine(ABC, Generic[StateT, OptionsT]):
    """Base class of a game engine. Subclasses are stateless: every method is a pure function.

    ``evolve`` may update ``state`` in place and return it (folding thousands of events must be
    cheap); callers therefore hand it a state they own and use :meth:`clone` to keep a copy.
    """

    game: ClassVar[str]
    """Stable id used in URLs and stored topics, e.g. ``"maeshowe"``."""
    title: ClassVar[str]
    rules_version: ClassVar[str]
    """Recorded on each match at creation; a match is always played under the rules it began with."""
    min_seats: ClassVar[int]
    max_seats: ClassVar[int]

    options_type: type[OptionsT]
    state_type: type[StateT]
    command_type: Any
    """A tagged union of :class:`Command` subclasses (what the API decodes a command into)."""
    event_type: Any
    """A tagged union of this engine's :class:`Event` subclasses."""
    view_type: Any
    """The type ``view`` returns (published as a JSON schema for front-end authors)."""
    finishing_events: ClassVar[frozenset[str] | None] = None
    """Tags of the only events after which :meth:`status` can turn finished (``None``: any event may).

    Optional. Readers that fold many matches (the analytics projector) then check ``status`` only
    after these events instead of after every one; a wrong declaration would hide a match's end.
    """
    deadline_events: ClassVar[frozenset[str] | None] = None
    """Tags of the only events after which :meth:`next_deadline` can change (``None``: any event may).

    Optional, for games with deadlines. The deadline scheduler then looks a match up only after these
    events (and an undo) instead of after every one; a wrong declaration would leave a deadline
    unscheduled, so each game that declares it tests it against its own random play.
    """

    languages: ClassVar[tuple[str, ...]] = ("en",)
    """Languages this game's player-facing texts exist in (its catalogue's); the first is its default."""
    texts: ClassVar[Catalogue | None] = None
    """The game's catalogue (``domain.texts``); problem bodies use its ``problem.<code>`` entries."""
    messages_lang: ClassVar[str] = "en"
    """The language the game's :class:`RuleViolation` messages are written in."""
    board: ClassVar[msgspec.Struct | None] = None
    """The board a front end draws, when it is the same in every match and for every seat (rooms,
    spaces, coordinates: public, no state). Optional: ``GET /games/{id}`` serves it with its JSON
    schema, so a front end need not copy it. ``None`` when each view carries its board (Far Cry's
    changes with the mission) or the game has none to draw."""
    lang: str = "en"
    """The language this instance renders texts in: see :meth:`in_language`."""

    # -- languages ------------------------------------------------------------------------------
    def in_language(self, lang: str) -> Engine[StateT, OptionsT]:
        """This engine rendering its texts (view, prompts, legal actions, outcome, refusals) in ``lang``.

        The language is data of the instance, never global: the twin is a shallow copy with ``lang`` set,
        made once per language. A language the game does not have gives its default language.
        """
        if lang not in self.languages:
            lang = self.languages[0]
        if lang == self.lang:
            return self
        twins: dict[str, Engine[StateT, OptionsT]] = self.__dict__.setdefault("_language_twins", {})
        twin = twins.get(lang)
        if twin is None:
            twin = copy.copy(self)
            twin.__dict__["_language_twins"] = twins
            twin.lang = lang
            twins[lang] = twin
        return twin

    def display_title(self) -> str:
        """The game's name in this engine's language (the catalogue's ``game.title``, else :attr:`title`)."""
        catalogue = self.texts
        return (
            catalogue.text("game.title", self.lang)
            if catalogue is not None and catalogue.has("game.title")
            else self.title
        )

    def display_summary(self) -> str:
        """The rules in a few sentences (goal, a turn, how it ends) in this engine's language: the
        catalogue's ``game.summary``, else an empty string. The lobby shows it beside the options form."""
        catalogue = self.texts
        return (
            catalogue.text("game.summary", self.lang) if catalogue is not None and catalogue.has("game.summary") else ""
        )

    def explain(self, violation: RuleViolation) -> RuleViolation:
        """``violation`` told in this engine's language: unchanged in the language the game writes its
        refusals in (:attr:`messages_lang`), else the catalogue's ``problem.<code>`` entry if it has one."""
        catalogue = self.texts
        key = f"problem.{violation.code}"
        if self.lang == self.messages_lang or catalogue is None or not catalogue.has(key):
            return violation
        message = catalogue.text(key, self.lang)
        return RuleViolation(violation.code, message, rule=violation.rule, status=violation.status)

    # -- life cycle ---------------------------------------------------------------------------
    @abstractmethod
    def seats(self, options: OptionsT) -> int:
        """How many seats a match with these options has."""

    def validate_options(self, options: OptionsT) -> None:
        """Raise :class:`RuleViolation` (``invalid_options``) for a combination the rules forbid."""

    @abstractmethod
    def start(self, options: OptionsT, rng: Rng) -> list[Event]:
        """The set-up events; the first one, folded from ``None``, creates the state."""

    @abstractmethod
    def evolve(self, state: StateT | None, event: Event) -> StateT:
        """Apply one event. Pure bookkeeping: no rule checks, no chance."""

    def decide(
        self, state: StateT, seat: int | None, command: Command, now: float, rng: Rng
    ) -> list[Event] | RuleViolation:
        """Events for ``command`` by ``seat`` at server time ``now``, or the rule it breaks."""
        if self.status(state).finished:
            return RuleViolation("match_finished", "The match is over; it accepts no command.", status=409)
        try:
            return self.handle(state, seat, command, now, rng)
        except RuleViolation as violation:
            return violation

    @abstractmethod
    def handle(self, state: StateT, seat: int | None, command: Command, now: float, rng: Rng) -> list[Event]:
        """The rules proper: return events or raise :class:`RuleViolation`. Must not mutate ``state``."""

    # -- reading --------------------------------------------------------------------------------
    @abstractmethod
    def view(self, state: StateT, seat: int | None) -> Any:
        """What ``seat`` may know (``None``: what every seat knows). Must not depend on anything else."""

    def omniscient_view(self, state: StateT) -> Any:
        """Everything, for finished matches and admins: a game returns its own view type with every hidden
        part shown (``omniscient.py``), so clients draw and type it like any view. Defaults to the state."""
        return state

    @abstractmethod
    def event_view(self, event: Event, seat: int | None) -> Event | None:
        """The part of ``event`` that ``seat`` may see (``None``: hide it entirely)."""

    @abstractmethod
    def prompts(self, state: StateT) -> list[Prompt]:
        """Every pending question, for every seat."""

    @abstractmethod
    def legal_actions(self, state: StateT, seat: int) -> list[LegalAction]:
        """What ``seat`` may send now (empty when it may not act)."""

    @abstractmethod
    def status(self, state: StateT) -> Status:
        """Whose move it is, and whether the match is over."""

    def is_final(self, state: StateT, event: Event) -> bool:
        """Whether ``event``, just folded into ``state``, is an undo barrier for this game's own reasons.

        By default: its class declares ``final``, or ``final_when`` names an option that is set in
        ``state.options``. ``chance`` and ``reveals`` are barriers anyway; this is for the rest.
        """
        if event.final:
            return True
        option = event.final_when
        return option is not None and bool(getattr(getattr(state, "options", None), option, False))

    # -- time and talk --------------------------------------------------------------------------
    def next_deadline(self, state: StateT) -> float | None:
        """The earliest server time at which :meth:`on_deadline` has something to do."""
        return None

    def on_deadline(self, state: StateT, now: float, rng: Rng) -> list[Event]:
        """Events for deadlines that passed by ``now`` (the hourglass ran out...)."""
        return []

    def check_chat(self, state: StateT, seat: int, text: str, now: float) -> list[Event]:
        """Penalty events for speaking now, or raise :class:`RuleViolation` to refuse the message."""
        return []

    def check_speech(self, state: StateT, seat: int, speech: Speech, now: float) -> list[Event]:
        """:meth:`check_chat` for a line with its addressees and what each seat said last; games whose
        talk rules read those override this one."""
        return self.check_chat(state, seat, speech.text, now)

    # -- hidden information ---------------------------------------------------------------------
    def resample_hidden(self, state: StateT, seat: int | None, rng: Rng) -> StateT:
        """A state that ``seat`` cannot tell apart from ``state``: everything it may not know
        (deck order, other hands...) re-randomised consistently with what it does know.

        The non-interference tests check ``view(resample_hidden(s, seat), seat) == view(s, seat)``.
        Must not mutate ``state``.
        """
        return self.clone(state)

    # -- commands -------------------------------------------------------------------------------
    def command_class(self, action: object) -> type[Command] | None:
        """The command class tagged ``action`` (``None`` if this game has no such action).

        Converting a body straight to its class is several times cheaper than converting to the
        whole tagged union (msgspec does not cache union conversions).
        """
        found: type[Command] | None = self._command_table().get(action) if isinstance(action, str) else None
        return found

    def actions(self) -> list[str]:
        """Every action tag this game accepts, sorted (for error messages and schemas)."""
        return sorted(self._command_table())

    def _command_table(self) -> dict[str, type[Command]]:
        table: dict[str, type[Command]] | None = self.__dict__.get("_command_table_cache")
        if table is None:
            args = typing.get_args(self.command_type) or (self.command_type,)
            table = {str(cls.__struct_config__.tag): cls for cls in args}
            self.__dict__["_command_table_cache"] = table
        return table

    def parse_command(self, body: dict[str, Any]) -> Command:
        """``body`` as this game's command; ``msgspec.ValidationError`` if it is not one."""
        cls = self.command_class(body.get("action"))
        if cls is None:
            raise msgspec.ValidationError(f"unknown action {body.get('action')!r}")
        command: Command = msgspec.convert(body, type=cls)
        return command

    # -- storage --------------------------------------------------------------------------------
    def encode_state(self, state: StateT) -> bytes:
        return msgspec.msgpack.encode(state)

    def decode_state(self, data: bytes) -> StateT:
        return msgspec.msgpack.decode(data, type=self.state_type)

    def clone(self, state: StateT) -> StateT:
        return self.decode_state(self.encode_state(state))
