from enum import StrEnum


class MansionsTraumaOfferedType(StrEnum):
    TRAUMA_OFFERED = "trauma_offered"

    def __str__(self) -> str:
        return str(self.value)
