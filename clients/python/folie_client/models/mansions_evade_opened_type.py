from enum import StrEnum


class MansionsEvadeOpenedType(StrEnum):
    EVADE_OPENED = "evade_opened"

    def __str__(self) -> str:
        return str(self.value)
