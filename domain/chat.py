"""Chat: a seat's line at the table, its addressees, the rate rule and the game's talk rules.

What was said cannot be unsaid: chat records are stored as undo barriers (``Record.barrier``).
"""

from __future__ import annotations

from typing import Any

from domain.chat_text import check_chat_text
from domain.contract import Engine, Event, RuleViolation, Speech
from domain.match_events import ChatPosted, Record
from domain.match_state import Match

MAX_CHAT_LENGTH = 500
CHAT_BURST = 5
CHAT_WINDOW = 10.0
"""A seat may say at most ``CHAT_BURST`` lines in any ``CHAT_WINDOW`` seconds (server time)."""


def decide_chat(
    engine: Engine[Any, Any], match: Match, seat: int, text: str, now: float, to: list[int] | None = None
) -> list[Event]:
    """The chat line plus any penalty the game's communication rules impose; ``to``: the seats it is
    addressed to (other seats of the match, each once; ``None``: the whole table)."""
    check_addressees(match, seat, to)
    text = text.strip()
    if not text:
        raise RuleViolation("empty_message", "A chat message needs some text.", status=422)
    check_chat_text(text)
    if len(text) > MAX_CHAT_LENGTH:
        raise RuleViolation("message_too_long", f"Chat messages are at most {MAX_CHAT_LENGTH} characters.", status=422)
    wait = chat_wait(match, seat, now)
    if wait > 0:
        raise RuleViolation(
            "chat_rate_limited",
            f"At most {CHAT_BURST} messages per {CHAT_WINDOW:g} seconds; try again in {wait:.1f} s.",
            rule="Folie: chat rate per seat",
            status=429,
        )
    line = ChatPosted(seat=seat, text=text, to=None if to is None else list(to))
    if engine.status(match.state).finished:
        return [line]
    penalties = engine.check_speech(match.state, seat, Speech(text, line.to, dict(match.chat_last)), now)
    return [line, *penalties]


def check_addressees(match: Match, seat: int, to: list[int] | None) -> None:
    """An addressed line names other seats of the match, each once."""
    if to is None:
        return
    if not to or len(set(to)) != len(to) or any(not 0 <= p < match.seats or p == seat for p in to):
        raise RuleViolation(
            "invalid_addressee",
            f"'to' lists other seats of this match (0 to {match.seats - 1}), each once, never the speaker.",
            status=422,
        )


def chat_wait(match: Match, seat: int, now: float) -> float:
    """Seconds before ``seat`` may speak again under the chat rate rule (0: now)."""
    recent = match.chat_times.get(seat, [])
    if len(recent) < CHAT_BURST:
        return 0.0
    return max(0.0, recent[-CHAT_BURST] + CHAT_WINDOW - now)


def fold_chat(match: Match, record: Record, line: ChatPosted) -> None:
    """Count the line, and keep the speaker's last times (the rate rule) and last line (talk rules)."""
    match.chat_count += 1
    if record.seat is not None:
        recent = match.chat_times.get(record.seat, [])
        match.chat_times[record.seat] = [*recent, record.at][-CHAT_BURST:]
        match.chat_last[record.seat] = line.text
