"""Per-game statistics, declared by each engine (BGA style) and filled by the analytics projector.

A game declares its statistics once, in ``domain/games/<game>/stats.py`` as ``STATISTICS``, a
:class:`GameStatistics`. Each :class:`Statistic` has a stable numeric ``id`` that is never reused:
a retired statistic keeps its id in ``retired`` and its column in the analytics store. The projector
checks the declarations against the ids it has already seen, so a reused id is refused loudly
instead of silently mixing two meanings in one column.

``compute`` is a pure function of a finished match (its effective events, those no undo removed, and
its final state). A game whose statistics need the states in between (not only the final one)
declares ``observe``: the projector then calls a fresh observer with each effective record and the
state its own fold reached, and ``compute`` reads the observer from ``Finished.observer`` instead of
folding the match a second time (:func:`observed` replays the records when ``compute`` is called
outside the projector). The projector turns the values into rows of the game's fact tables:
``<game>_match_stats`` and ``<game>_seat_stats`` (one column per statistic), and
``<game>_match_by_<dimension>`` / ``<game>_seat_by_<dimension>`` for breakdowns (per round, per
region, per card...).

``phases`` names the events that open a phase or a turn (:class:`PhaseMark`): the ``phase_length``
report measures each span from one mark to the next of the same series in a match, for every game
alike, instead of guessing phases from event names.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from importlib import import_module
from typing import Any, Literal, NamedTuple

import msgspec

from domain.contract import Engine, Event, Outcome
from domain.match_events import Record

StatType = Literal["int", "float", "bool"]
Scope = Literal["match", "seat"]
KeyType = Literal["int", "str"]

_NAME = re.compile(r"^[a-z][a-z0-9_]{0,47}$")
RESERVED_COLUMNS = frozenset({"match_id", "seat", "game"})


class Statistic(msgspec.Struct, frozen=True):
    """One declared statistic.

    ``scope``: one value per match or one per seat. ``by``: the breakdown dimension (``"round"``,
    ``"region"``, ``"card"``...) when the statistic has one value per key rather than one in total.
    ``name`` is the column name in the analytics store; ``id`` is what stays stable forever.
    """

    id: int
    name: str
    label: str
    type: StatType = "int"
    scope: Scope = "match"
    by: str | None = None
    description: str = ""


Series = Literal["phases", "turns"]


class PhaseMark(msgspec.Struct, frozen=True):
    """An event type that opens a phase (or a turn): the span runs to the next mark of the same
    ``series`` in the match. The phase is named by ``phase``, or read from the event's ``field``
    (Big Book's ``phase_changed`` says which phase begins)."""

    event: str
    series: Series = "phases"
    phase: str | None = None
    field: str | None = None


class Value(NamedTuple):
    """One computed value: statistic ``stat`` (an id), for ``seat`` and breakdown ``key`` if any."""

    stat: int
    value: float | int | bool
    seat: int | None = None
    key: int | str | None = None


Observer = Callable[[Record, Any], None]
"""Called with each effective record of a match, in order, and the engine state right after it (the
same object, updated in place: read, don't keep)."""


class Setup(NamedTuple):
    """How a match was set up, in the generic terms reports group by."""

    difficulty: str | None = None
    variant: str | None = None
    players: int | None = None
    """The player count reports group by, when it is not the seat count (Mansions: the investigators,
    the keeper's seat left out; issue 37, item 3)."""


@dataclass(frozen=True)
class Finished:
    """What ``compute`` sees: a finished match.

    ``records`` are the match's effective engine records in order (platform events and undone spans
    left out), ``state`` the final engine state, ``options`` the engine's typed options.
    ``observer``: the game's observer (``GameStatistics.observe``) after it saw every record of
    ``records``, when the caller folded the match with it (the projector does); else ``None``.
    """

    game: str
    seats: int
    options: Any
    records: list[Record]
    state: Any
    outcome: Outcome | None
    turns: int
    observer: Any = None

    @property
    def events(self) -> Iterator[Event]:
        return (record.event for record in self.records)


@dataclass(frozen=True)
class GameStatistics:
    """A game's declarations: its statistics, the ids it retired, breakdown key types, and how to
    compute the values and describe a set-up.

    ``observe`` (optional) makes a fresh :data:`Observer` for one match, for statistics that read the
    states of the fold; the projector feeds it from the fold it already does (the match's states are
    computed once) and starts a new one whenever an undo makes it fold again from the start."""

    game: str
    statistics: tuple[Statistic, ...]
    compute: Callable[[Finished], Iterable[Value]]
    describe: Callable[[Any], Setup] = field(default=lambda options: Setup())
    dimensions: dict[str, KeyType] = field(default_factory=dict)
    retired: frozenset[int] = frozenset()
    observe: Callable[[], Observer] | None = None
    phases: tuple[PhaseMark, ...] = ()

    def __post_init__(self) -> None:
        check(self)

    def by_id(self) -> dict[int, Statistic]:
        return {stat.id: stat for stat in self.statistics}


class DeclarationError(ValueError):
    """A statistics declaration that breaks the rules (duplicate or reused id, bad name...)."""


def check(declared: GameStatistics) -> None:
    """Refuse duplicate ids or names, reuse of a retired id, bad names and undeclared dimensions."""
    ids: set[int] = set()
    names: set[tuple[str, str | None, str]] = set()
    for stat in declared.statistics:
        if stat.id <= 0:
            raise DeclarationError(f"{declared.game}: statistic ids are positive ({stat.name})")
        if stat.id in ids:
            raise DeclarationError(f"{declared.game}: statistic id {stat.id} declared twice")
        if stat.id in declared.retired:
            raise DeclarationError(f"{declared.game}: statistic id {stat.id} is retired and may not be reused")
        if not _NAME.match(stat.name) or stat.name in RESERVED_COLUMNS:
            raise DeclarationError(f"{declared.game}: {stat.name!r} is not a usable column name")
        key = (stat.scope, stat.by, stat.name)
        if key in names:
            raise DeclarationError(f"{declared.game}: two statistics named {stat.name!r} in one table")
        if stat.by is not None and (stat.by not in declared.dimensions or stat.name == stat.by):
            raise DeclarationError(f"{declared.game}: dimension {stat.by!r} of {stat.name!r} has no declared key type")
        ids.add(stat.id)
        names.add(key)
    for dimension in declared.dimensions:
        if not _NAME.match(dimension):
            raise DeclarationError(f"{declared.game}: {dimension!r} is not a usable dimension name")
    marked: set[str] = set()
    for mark in declared.phases:
        if (mark.phase is None) == (mark.field is None):
            raise DeclarationError(f"{declared.game}: phase mark {mark.event!r} needs a phase or a field, not both")
        if mark.series not in ("phases", "turns"):
            raise DeclarationError(f"{declared.game}: phase mark {mark.event!r} has no series {mark.series!r}")
        if not _NAME.match(mark.event) or (mark.field is not None and not _NAME.match(mark.field)):
            raise DeclarationError(f"{declared.game}: phase mark {mark.event!r} names no usable event type or field")
        if mark.event in marked:
            raise DeclarationError(f"{declared.game}: event {mark.event!r} marks two phases")
        marked.add(mark.event)


def statistics_for(engine: Engine[Any, Any]) -> GameStatistics | None:
    """The declarations in the ``stats`` module beside the engine's package, if it has one."""
    package = type(engine).__module__.rpartition(".")[0]
    try:
        module = import_module(f"{package}.stats")
    except ModuleNotFoundError as error:
        if error.name != f"{package}.stats":
            raise
        return None
    declared: GameStatistics = module.STATISTICS
    if declared.game != engine.game:
        raise DeclarationError(f"{package}.stats declares {declared.game!r}, not {engine.game!r}")
    return declared


def declared_statistics(engines: dict[str, Engine[Any, Any]]) -> dict[str, GameStatistics]:
    """Every registered game's declarations (games without a ``stats`` module are left out)."""
    out: dict[str, GameStatistics] = {}
    for game, engine in engines.items():
        declared = statistics_for(engine)
        if declared is not None:
            out[game] = declared
    return out


def replay(engine: Engine[Any, Any], records: Iterable[Record]) -> Iterator[tuple[Record, Any]]:
    """Each record with the state right after it (the same object, updated in place: read, don't keep)."""
    state: Any = None
    for record in records:
        state = engine.evolve(state, record.event)
        yield record, state


def observed(engine: Engine[Any, Any], match: Finished, observe: Callable[[], Observer]) -> Any:
    """``match.observer`` if the caller folded the match with one, else a fresh observer fed by
    replaying ``match.records`` (tests and tools that build a :class:`Finished` themselves)."""
    if match.observer is not None:
        return match.observer
    observer = observe()
    for record, state in replay(engine, match.records):
        observer(record, state)
    return observer
