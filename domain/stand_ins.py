"""Stand-ins: one of the game's bots plays a seat whose player left.

:func:`stand_in_step` decides the stand-in's next command exactly as a seat's command is decided (same
``decide``, same rule checks), from a generator derived from the seed and the version; every such
command is stored after a :class:`~domain.match_events.StandInActed` marker and is an undo barrier.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from importlib import import_module
from typing import Any

import msgspec

from domain.bots import random_command
from domain.contract import Command, Engine, Event, RuleViolation
from domain.match import decide_command
from domain.match_events import Record, StandInActed, StandInEnded, StandInStarted, UndoAnswered
from domain.match_state import Match, StandInSeat
from domain.rng import Rng

STAND_IN_RULE = "Folie: a stand-in plays an empty seat; at least one seat stays with a player"
STAND_IN_FALLBACKS = 8
"""Random legal commands tried when a stand-in's own choice is refused by the rules."""
Bot = Callable[[Any, int, Rng], Command | None]
"""A bot: ``(state, seat, rng) -> command`` (``None``: nothing to do, or it would rather wait)."""
_BOTS: dict[type, dict[str, Bot]] = {}
_SEAT_KEY = re.compile(r"[0-9]{1,4}")


def stand_in_bots(engine: Engine[Any, Any]) -> dict[str, Bot]:
    """The bots that can stand in for a player of ``engine``'s game, by name.

    ``random`` (any game: a random legal command, :mod:`domain.bots`) and, when the game provides one,
    ``heuristic``: ``bots.heuristic(state, seat, rng)`` beside the engine, the same lookup as the
    simulations (``projections/analytics/simulation.py``).
    """
    found = _BOTS.get(type(engine))
    if found is not None:
        return found
    bots: dict[str, Bot] = {}
    package = type(engine).__module__.rpartition(".")[0]
    name = f"{package}.bots"
    try:
        module = import_module(name)
    except ModuleNotFoundError as missing:
        if missing.name != name:
            raise
    else:
        heuristic: Bot | None = getattr(module, "heuristic", None)
        if heuristic is not None:
            bots["heuristic"] = heuristic

    def random_bot(state: Any, seat: int, rng: Rng) -> Command | None:
        return random_command(engine, state, seat, rng)

    bots["random"] = random_bot
    _BOTS[type(engine)] = bots
    return bots


def stand_in_seats(match: Match) -> list[StandInSeat]:
    """The seats played by a stand-in now, in seat order."""
    return [StandInSeat(seat, held.bot, held.since) for seat, held in sorted(match.stand_ins.items())]


def _check_bot(engine: Engine[Any, Any], bot: str) -> None:
    names = sorted(stand_in_bots(engine))
    if bot not in names:
        raise RuleViolation(
            "unknown_bot", f"{engine.game} has no bot {bot[:64]!r}; its bots are {names}.", rule=STAND_IN_RULE
        )


def decode_stand_ins(engine: Engine[Any, Any], seats: int, raw: dict[str, str]) -> dict[int, str]:
    """The creation option ``stand_ins`` (``{"1": "heuristic"}``: seat number -> bot name) checked
    against the match: ``invalid_stand_in`` (not a seat of it, or a seat named twice), ``unknown_bot``,
    ``no_human_seat`` (every seat would be a bot). All 422."""
    out: dict[int, str] = {}
    for key, bot in raw.items():
        if not _SEAT_KEY.fullmatch(key) or not 0 <= int(key) < seats:
            raise RuleViolation(
                "invalid_stand_in",
                f"stand_ins keys are seat numbers from 0 to {seats - 1}; got {key[:16]!r}.",
                rule=STAND_IN_RULE,
            )
        seat = int(key)
        if seat in out:
            raise RuleViolation("invalid_stand_in", f"Seat {seat} is named twice in stand_ins.", rule=STAND_IN_RULE)
        _check_bot(engine, bot)
        out[seat] = bot
    if out and len(out) >= seats:
        raise RuleViolation(
            "no_human_seat", "At least one seat must be left to a player; a stand-in only fills in.", rule=STAND_IN_RULE
        )
    return out


def _check_seat(match: Match, seat: int) -> None:
    if not 0 <= seat < match.seats:
        raise RuleViolation(
            "seat_not_found", f"This match has seats 0 to {match.seats - 1}; there is no seat {seat}.", status=404
        )


def decide_stand_in_start(engine: Engine[Any, Any], match: Match, seat: int, bot: str) -> list[Event]:
    """Hand ``seat`` to the stand-in ``bot`` (its player left); ``[]`` if that bot holds it already.

    Raises :class:`RuleViolation`: ``seat_not_found`` (404), ``match_finished`` (409), ``unknown_bot``
    (422), ``no_human_seat`` (409: every other seat is a stand-in already).
    """
    _check_seat(match, seat)
    if engine.status(match.state).finished:
        raise RuleViolation("match_finished", "The match is over; its seats stay as they were.", status=409)
    _check_bot(engine, bot)
    held = match.stand_ins.get(seat)
    if held is not None and held.bot == bot:
        return []
    if held is None and len(match.stand_ins) + 1 >= match.seats:
        raise RuleViolation(
            "no_human_seat",
            "Every other seat is played by a stand-in already; at least one seat stays with a player.",
            rule=STAND_IN_RULE,
            status=409,
        )
    return [StandInStarted(seat=seat, bot=bot)]


def decide_stand_in_end(engine: Engine[Any, Any], match: Match, seat: int) -> list[Event]:
    """Give ``seat`` back to its player; ``[]`` if no stand-in holds it (taking back is idempotent).

    Raises :class:`RuleViolation`: ``seat_not_found`` (404), ``match_finished`` (409).
    """
    _check_seat(match, seat)
    if seat not in match.stand_ins:
        return []
    if engine.status(match.state).finished:
        raise RuleViolation("match_finished", "The match is over; its seats stay as they were.", status=409)
    return [StandInEnded(seat=seat)]


def check_player_may_act(match: Match, seat: int) -> None:
    """Refuse (``seat_held_by_stand_in``, 409) a play by ``seat``'s token while a stand-in holds it.

    The token that left may be on a device left behind: it never takes the seat back by itself; the
    creator gives the seat back (:func:`decide_stand_in_end`), so there is one authority and one player
    per seat at any time, and every command in the log is attributable.
    """
    held = match.stand_ins.get(seat)
    if held is not None:
        raise RuleViolation(
            "seat_held_by_stand_in",
            f"Seat {seat} is played by a stand-in ({held.bot}) since version {held.since}; the match's "
            "creator can give it back (DELETE /matches/{id}/seats/{seat}/stand-in).",
            rule=STAND_IN_RULE,
            status=409,
        )


class StandInStep(msgspec.Struct, frozen=True):
    """What one stand-in does next: ``events`` (a :class:`StandInActed` marker first) as ``seat``."""

    seat: int
    events: list[Event]


def stand_in_records(match: Match, step: StandInStep, now: float, digest: str | None = None) -> list[Record]:
    """``step`` as stored records: ``seat``'s command, flagged as an undo barrier.

    A player cannot undo a stand-in's move (it cannot consent, and its choice depends on the version it
    was decided at, so taking it back would let a player re-roll the bot), nor anything before it.
    ``digest``: the keyed request these commands answer (a replay of it shows them).
    """
    start = match.version
    return [
        Record(version=start + i + 1, event=event, cmd=start, seat=step.seat, at=now, digest=digest, barrier=True)
        for i, event in enumerate(step.events)
    ]


def stand_in_rng(match: Match, seat: int) -> Rng:
    """The stand-in's own generator at this version: seed, seat and version, nothing else."""
    return Rng.derive(match.seed, "stand-in", seat, match.version)


def stand_in_step(engine: Engine[Any, Any], match: Match, now: float) -> StandInStep | None:
    """The next thing a stand-in must do, or ``None`` when only players (or nobody) may act.

    * An undo request waiting for a stand-in's answer is declined (a stand-in never consents).
    * Otherwise the first seat (in seat order) that is to act and held by a stand-in plays: its bot
      picks a command from the state as the simulations see it, with :func:`stand_in_rng`, and the
      command goes through :func:`decide_command` like a player's. A refused choice falls back to
      random legal commands; a bot with nothing to do (or that would rather wait) passes its turn to
      the next stand-in.

    Pure: the same match always gives the same step, so a replay can check every stand-in command.
    """
    if not match.stand_ins or match.state is None:
        return None
    status = engine.status(match.state)
    if status.finished:
        return None
    pending = match.pending_undo
    if pending is not None:
        for seat in pending.needs:
            held = match.stand_ins.get(seat)
            if held is not None:
                return StandInStep(seat, [StandInActed(seat=seat, bot=held.bot), UndoAnswered(seat=seat, accept=False)])
        return None
    for seat in sorted(set(status.to_act) & match.stand_ins.keys()):
        held = match.stand_ins[seat]
        events = _stand_in_events(engine, match, seat, held.bot, now)
        if events:
            return StandInStep(seat, [StandInActed(seat=seat, bot=held.bot), *events])
    return None


def _stand_in_events(engine: Engine[Any, Any], match: Match, seat: int, bot: str, now: float) -> list[Event]:
    """The bot's command's events; ``[]`` when it waits or nothing it tries is accepted.

    Never raises: a bug in a bot, in ``resample_hidden`` or in the engine's ``decide`` for the bot's
    command must not make the match unreadable (this runs on every request that settles it). Each
    failure falls back to random legal commands of the real state, which the seat's view lists anyway.
    """
    bots = stand_in_bots(engine)
    rng = stand_in_rng(match, seat)
    choose = bots.get(bot, bots["random"])
    for attempt in range(1 + STAND_IN_FALLBACKS):
        try:
            if attempt == 0:
                # The bot chooses in a world its seat cannot tell from the real one: what the seat may
                # not know (deck order, other hands) is re-randomised, so it never plays on hidden
                # information.
                world = Rng.derive(match.seed, "stand-in-world", seat, match.version)
                command = choose(engine.resample_hidden(match.state, seat, world), seat, rng)
            else:
                command = bots["random"](match.state, seat, rng)
        except Exception:  # a bug must not stop the match: fall back to random legal commands
            continue
        if command is None:
            if attempt == 0:
                return []  # nothing to do, or it would rather wait (timed games)
            continue
        try:
            events = decide_command(engine, match, seat, command, now, check=False).events
        except Exception:  # refused by the rules (RuleViolation) or an engine bug: try a fallback
            continue
        if events:
            return events
    return []
