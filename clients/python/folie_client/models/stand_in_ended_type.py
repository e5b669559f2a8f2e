from enum import StrEnum


class StandInEndedType(StrEnum):
    STAND_IN_ENDED = "stand_in_ended"

    def __str__(self) -> str:
        return str(self.value)
