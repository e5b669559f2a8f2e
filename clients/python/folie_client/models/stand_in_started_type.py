from enum import StrEnum


class StandInStartedType(StrEnum):
    STAND_IN_STARTED = "stand_in_started"

    def __str__(self) -> str:
        return str(self.value)
