"""What a chat line does to the game: in the Peur du noir variant the players may not communicate at all,
so every line is refused while the match runs (the platform cannot tell game talk from small talk)."""

from __future__ import annotations

from domain.contract import Event, RuleViolation
from domain.games.maeshowe.state import MaeshoweState

R_FEAR_SPEECH = (
    "Peur du noir: les joueurs ne sont pas autorisés à parler de ou à communiquer au sujet de l'état actuel "
    "du jeu ou des cartes de leur main."
)


def check_chat(state: MaeshoweState, seat: int, text: str, now: float) -> list[Event]:
    """Refuse every line during a Peur du noir match (``speech_forbidden``, 403); otherwise talk is free."""
    if state.options.fear_of_the_dark and state.result is None:
        raise RuleViolation(
            "speech_forbidden", "Peur du noir: no talking while the match runs.", rule=R_FEAR_SPEECH, status=403
        )
    return []
