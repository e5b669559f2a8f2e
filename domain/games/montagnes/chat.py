"""What a chat line does to the game: speaking during a silence costs a Leadership token, and while
talk is allowed a madness the server can check refuses the line (``check_chat`` / ``check_speech``)."""

from __future__ import annotations

from domain.contract import Event, RuleViolation, Speech
from domain.games.montagnes import events as ev
from domain.games.montagnes import rules
from domain.games.montagnes.context import Flow
from domain.games.montagnes.decide import R_MADNESS
from domain.games.montagnes.effects import lose_token
from domain.games.montagnes.madness import Context, speech_violation
from domain.games.montagnes.state import MontagnesState


def check_speech(state: MontagnesState, seat: int, speech: Speech, now: float) -> list[Event]:
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
        flow = Flow(state)
        flow.emit(ev.SpeechPenalised(seat=seat))
        lose_token(flow, "speech")
        return flow.events
    if check_madness:
        others = tuple(line for p, line in sorted(speech.heard.items()) if p != seat)
        context = Context(to=speech.to, leader=s.leader, others=others)
        reason = speech_violation(rules.active_rules(s, seat), speech.text, context)
        if reason is not None:
            raise RuleViolation("madness_forbids_speech", reason, rule=R_MADNESS)
    return []
