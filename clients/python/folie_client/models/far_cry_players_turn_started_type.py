from enum import StrEnum


class FarCryPlayersTurnStartedType(StrEnum):
    PLAYERS_TURN_STARTED = "players_turn_started"

    def __str__(self) -> str:
        return str(self.value)
