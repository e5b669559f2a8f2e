from enum import StrEnum


class MansionsRoundStartedType(StrEnum):
    ROUND_STARTED = "round_started"

    def __str__(self) -> str:
        return str(self.value)
