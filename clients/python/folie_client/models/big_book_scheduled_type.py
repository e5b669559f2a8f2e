from enum import StrEnum


class BigBookScheduledType(StrEnum):
    SCHEDULED = "scheduled"

    def __str__(self) -> str:
        return str(self.value)
