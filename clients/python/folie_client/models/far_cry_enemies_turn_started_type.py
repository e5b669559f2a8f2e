from enum import StrEnum


class FarCryEnemiesTurnStartedType(StrEnum):
    ENEMIES_TURN_STARTED = "enemies_turn_started"

    def __str__(self) -> str:
        return str(self.value)
