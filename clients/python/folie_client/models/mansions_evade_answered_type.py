from enum import StrEnum


class MansionsEvadeAnsweredType(StrEnum):
    EVADE_ANSWERED = "evade_answered"

    def __str__(self) -> str:
        return str(self.value)
