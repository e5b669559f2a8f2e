"""The non-interference harness, as functions that raise :class:`Leak` (so tests can also show it fails).

Two worlds differ only in what one seat S may not know: the real match, and a twin whose engine state
is the engine's own ``resample_hidden(state, S)``. S must not be able to tell them apart:

* every part of S's platform view (:data:`PARTS`: engine view, own prompts, the public waiting list,
  legal actions, status, undo info...) is compared separately, so a failure names the part that leaks;
* worlds advance in lockstep record by record, and the views are compared at every version (what
  ``GET /replay`` at that version serialises), not only after whole commands;
* when S legitimately learns something (its own draw from a redrawn deck, a card another seat shows,
  another seat's command that the twin refuses), the lockstep does not stop: the twin is redrawn from
  the real world as it now stands and the walk goes on;
* :func:`redraw_coverage` checks that the resampler really redraws what S may not know: another seat's
  private knowledge and the omniscient state must change, or a lazy resampler would hide every leak.

Nothing here names a game: an engine plugs in by implementing ``resample_hidden``.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import zip_longest
from typing import Any

import msgspec

from domain.bots import random_command
from domain.contract import Command, Engine, RuleViolation
from domain.match import decide_command, evolve, expire
from domain.match_events import Record, Undone
from domain.match_state import Match
from domain.rng import Rng
from projections.views import log_entry, seat_view
from tests.trust import figures
from tests.trust.table import Table, shadow

PARTS = (
    "version",
    "status",
    "prompts",
    "waiting_for",
    "legal_actions",
    "undo",
    "chat_count",
    "stand_ins",
    "view",
)
"""The parts of :class:`projections.views.SeatView` compared one by one (``view`` is the engine's)."""

LOCKSTEP = 4


class Leak(AssertionError):
    """S can tell the worlds apart: what it may not know changed what it is shown."""


def encode(value: Any) -> bytes:
    return msgspec.json.encode(value)


def view_parts(engine: Engine[Any, Any], match: Match, seat: int | None) -> dict[str, bytes]:
    shown = seat_view(engine, match, seat)
    return {part: encode(getattr(shown, part)) for part in PARTS}


def assert_same_view(engine: Engine[Any, Any], real: Match, twin: Match, seat: int | None, where: str) -> None:
    a, b = view_parts(engine, real, seat), view_parts(engine, twin, seat)
    differing = [part for part in PARTS if a[part] != b[part]]
    if differing:
        detail = "; ".join(f"{part}: {difference(a[part], b[part])}" for part in differing)
        raise Leak(
            f"{engine.game}: seat {seat}'s {', '.join(differing)} depend on what it may not know ({where}, "
            f"version {real.version}): {detail}"
        )
    figures.add(f"non_interference.{engine.game}.versions_compared")


def difference(a: bytes, b: bytes) -> str:
    """Where two encodings part, with some context (a whole view is too long to read in a failure)."""
    at = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))
    start = max(0, at - 120)
    return f"...{a[start : at + 80]!r} != ...{b[start : at + 80]!r}"


def entry(engine: Engine[Any, Any], record: Record, seat: int | None) -> bytes:
    return encode(log_entry(engine, record, seat))


def same_data_same_sentence(engine: Engine[Any, Any], a: Record, b: Record, seat: int | None) -> None:
    """Raise :class:`Leak` when S's copies of two records hold the same data but are told in different
    sentences: the sentence would then say something S's copy of the event does not hold."""
    for lang in engine.languages:
        bound = engine.in_language(lang)
        told_a, told_b = log_entry(bound, a, seat), log_entry(bound, b, seat)
        bare_a = msgspec.structs.replace(told_a, text="")
        bare_b = msgspec.structs.replace(told_b, text="")
        if encode(bare_a) == encode(bare_b) and told_a.text != told_b.text:
            raise Leak(
                f"{engine.game}: seat {seat}'s log tells {told_a.text!r} / {told_b.text!r} ({lang}) for the same "
                f"{told_a.type} (version {a.version}): the sentence depends on what it may not know"
            )


def refusal(violation: RuleViolation) -> tuple[str, str, str | None, int]:
    return (violation.code, violation.message, violation.rule, violation.status)


def no_state_at(version: int) -> Match:
    raise AssertionError("random play from the engines' listings never undoes")


class World:
    """A match copy that advances on its own (the real one, or its resampled twin)."""

    def __init__(self, engine: Engine[Any, Any], match: Match) -> None:
        self.engine = engine
        self.match = match

    @classmethod
    def real(cls, engine: Engine[Any, Any], match: Match) -> World:
        return cls(engine, shadow(match, engine.clone(match.state)))

    @classmethod
    def twin(cls, engine: Engine[Any, Any], match: Match, seat: int | None, rng: Rng) -> World:
        before = engine.encode_state(match.state)
        resampled = engine.resample_hidden(match.state, seat, rng)
        if engine.encode_state(match.state) != before:
            raise Leak(f"{engine.game}: resample_hidden mutated its input")
        return cls(engine, shadow(match, resampled))

    def decide(self, seat: int | None, command: Command | None, now: float) -> list[Record] | RuleViolation:
        start = self.match.version
        try:
            barrier = False
            if command is None:
                events = expire(self.engine, self.match, now)
            else:
                assert seat is not None
                decision = decide_command(self.engine, self.match, seat, command, now)
                events, barrier = decision.events, decision.barrier is not None
        except RuleViolation as violation:
            return violation
        return [
            Record(version=start + i + 1, event=e, cmd=start, seat=seat, at=now, barrier=barrier)
            for i, e in enumerate(events)
        ]

    def apply(self, records: list[Record]) -> None:
        for record in records:
            self.match = evolve(self.engine, self.match, record, no_state_at)


def walk(seat: int | None, real: World, twin: World, real_out: list[Record], twin_out: list[Record]) -> bool:
    """Apply both outcomes record by record, comparing S's view at every version while S's log entries
    agree. ``False`` once S legitimately sees a difference (the real world is then fully advanced).

    A difference is legitimate when S's log entries differ (S drew from the redrawn deck, another
    seat's card was shown), or when a record flagged ``chance`` or ``reveals`` at or after this version
    in the same commit shows S what the twin redrew (a page turned, the next spell of a pile): records
    of one commit are appended together, so no reader sees the version before the reveal without it.
    """
    engine = real.engine
    for index, (a, b) in enumerate(zip_longest(real_out, twin_out)):
        assert not isinstance(getattr(a, "event", None), Undone) and not isinstance(getattr(b, "event", None), Undone)
        if a is None or b is None or entry(engine, a, seat) != entry(engine, b, seat):
            if a is not None and b is not None:
                same_data_same_sentence(engine, a, b, seat)
            real.apply(real_out[index:])
            return False
        real.apply([a])
        twin.apply([b])
        if view_parts(engine, real.match, seat) == view_parts(engine, twin.match, seat):
            figures.add(f"non_interference.{engine.game}.versions_compared")
            continue
        if any(r.event.chance or r.event.reveals for r in [*real_out[index:], *twin_out[index:]]):
            figures.add(f"non_interference.{engine.game}.revealed_in_commit")
            real.apply(real_out[index + 1 :])
            return False
        assert_same_view(engine, real.match, twin.match, seat, f"after a {type(a.event).__name__}")
    return True


def own_commands(engine: Engine[Any, Any], state: Any, seats: int, seat: int, rng: Rng) -> list[Command]:
    """Commands S might send: its listed actions, and other seats' listed actions sent by S."""
    commands = []
    for actor in range(seats):
        for _ in range(2 if actor == seat else 1):
            command = random_command(engine, state, actor, rng)
            if command is not None:
                commands.append(command)
    return commands


def check_commands(table: Table, seat: int, real: World, twin: World, rng: Rng) -> None:
    """Each command S sends gets the same refusal, or the same log entries and views, in both worlds."""
    engine = table.engine
    for command in own_commands(engine, real.match.state, table.seats, seat, rng):
        a, b = real.decide(seat, command, table.now), twin.decide(seat, command, table.now)
        if isinstance(a, RuleViolation) or isinstance(b, RuleViolation):
            if not (isinstance(a, RuleViolation) and isinstance(b, RuleViolation) and refusal(a) == refusal(b)):
                raise Leak(f"{engine.game}: seat {seat}'s command {command!r} answered {a!r} / {b!r}")
            continue
        walk(seat, World.real(engine, real.match), World.real(engine, twin.match), a, b)


def lockstep(table: Table, seat: int | None, real: World, twin: World, rng: Rng, steps: int = LOCKSTEP) -> None:
    """Random play (and deadlines) in both worlds; S's views compared at every version. When S may
    legitimately see a difference, the twin is redrawn from the real world and the walk goes on."""
    engine = real.engine
    now = table.now
    for _ in range(steps):
        if engine.status(real.match.state).finished:
            return
        actors = [s for s in range(table.seats) if engine.legal_actions(real.match.state, s)]
        deadline = engine.next_deadline(real.match.state)
        actor: int | None = None
        command: Command | None = None
        if deadline is not None and (not actors or rng.below(4) == 0):
            now = max(now, deadline) + 0.5
        elif actors:
            actor = rng.choice(actors)
            command = random_command(engine, real.match.state, actor, rng)
        else:
            return
        real_out, twin_out = real.decide(actor, command, now), twin.decide(actor, command, now)
        if isinstance(real_out, RuleViolation):
            if actor == seat and not (isinstance(twin_out, RuleViolation) and refusal(real_out) == refusal(twin_out)):
                raise Leak(f"{engine.game}: seat {seat}'s command {command!r} answered {real_out!r} / {twin_out!r}")
            continue  # a listing may be coarser than the rules
        if isinstance(twin_out, RuleViolation):
            if actor == seat:
                raise Leak(f"{engine.game}: seat {seat}'s command {command!r} refused only in the twin: {twin_out!r}")
            in_step = False  # another seat acted on a card the twin does not give it: S sees no refusal
            real.apply(real_out)
        else:
            in_step = walk(seat, real, twin, real_out, twin_out)
        if not in_step:
            figures.add(f"non_interference.{engine.game}.lockstep_redrawn")
            twin = World.twin(engine, real.match, seat, Rng(rng.next_u64()))
            assert_same_view(engine, real.match, twin.match, seat, "redrawn during the lockstep")


def check_seat(table: Table, seat: int | None, rng: Rng) -> None:
    """The whole harness for one seat at the table's current state."""
    engine = table.engine
    real = World.real(engine, table.match)
    twin = World.twin(engine, table.match, seat, Rng(rng.next_u64()))
    assert_same_view(engine, real.match, twin.match, seat, "resampled")
    if seat is not None:
        check_commands(table, seat, real, twin, rng)
    lockstep(table, seat, real, twin, rng)


def check_version(table: Table, version: int, seat: int | None, rng: Rng) -> None:
    """S's view at an earlier version (``/replay``, possibly in the middle of a command) in both worlds."""
    past = table.state_at(version)
    if past.state is None:
        return  # only the platform's match_created so far
    twin = World.twin(table.engine, past, seat, Rng(rng.next_u64()))
    assert_same_view(table.engine, past, twin.match, seat, "replayed")


# -- does the resampler redraw what S may not know? ----------------------------------------------
@dataclass
class Coverage:
    """How often a resample changed what S may not know, over the states where S did not know it."""

    secret_cases: int = 0
    """(state, S, T) where some event showed seat T something it showed neither S nor the public."""
    secret_redrawn: int = 0
    """... and some resample for S changed T's own view."""
    hidden_cases: int = 0
    """(state, S) where some event was redacted for S."""
    hidden_redrawn: int = 0
    """... and some resample for S changed the omniscient view."""

    def add(self, other: Coverage) -> None:
        self.secret_cases += other.secret_cases
        self.secret_redrawn += other.secret_redrawn
        self.hidden_cases += other.hidden_cases
        self.hidden_redrawn += other.hidden_redrawn


def knows_more(engine: Engine[Any, Any], records: list[Record], seat: int | None, other: int) -> bool:
    """Some event showed ``other`` something it showed neither ``seat`` nor the public."""
    for record in records:
        theirs = entry(engine, record, other)
        if theirs != entry(engine, record, seat) and theirs != entry(engine, record, None):
            return True
    return False


def redacted_for(engine: Engine[Any, Any], records: list[Record], seat: int | None) -> bool:
    return any(entry(engine, r, seat) != encode(log_entry(engine, r, None, omniscient=True)) for r in records)


def redraw_coverage(table: Table, rng: Rng, resamples: int = 4) -> Coverage:
    """For every seat S (and the spectator) at the table's state: does ``resample_hidden`` change the
    private view of each seat that knows more than S, and the omniscient view when S misses events?"""
    engine, match = table.engine, table.match
    coverage = Coverage()
    omniscient = encode(engine.omniscient_view(match.state))
    for seat in [None, *range(table.seats)]:
        twins = [engine.resample_hidden(match.state, seat, Rng(rng.next_u64())) for _ in range(resamples)]
        if redacted_for(engine, table.records, seat):
            coverage.hidden_cases += 1
            coverage.hidden_redrawn += any(encode(engine.omniscient_view(t)) != omniscient for t in twins)
        for other in range(table.seats):
            if other == seat or not knows_more(engine, table.records, seat, other):
                continue
            theirs = encode(engine.view(match.state, other))
            coverage.secret_cases += 1
            coverage.secret_redrawn += any(encode(engine.view(t, other)) != theirs for t in twins)
    return coverage
