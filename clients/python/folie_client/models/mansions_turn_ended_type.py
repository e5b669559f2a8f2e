from enum import StrEnum


class MansionsTurnEndedType(StrEnum):
    TURN_ENDED = "turn_ended"

    def __str__(self) -> str:
        return str(self.value)
