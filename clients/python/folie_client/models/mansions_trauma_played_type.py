from enum import StrEnum


class MansionsTraumaPlayedType(StrEnum):
    TRAUMA_PLAYED = "trauma_played"

    def __str__(self) -> str:
        return str(self.value)
