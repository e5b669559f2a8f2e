from enum import StrEnum


class FarCryTurnEndedType(StrEnum):
    TURN_ENDED = "turn_ended"

    def __str__(self) -> str:
        return str(self.value)
