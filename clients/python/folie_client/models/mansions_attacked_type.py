from enum import StrEnum


class MansionsAttackedType(StrEnum):
    ATTACKED = "attacked"

    def __str__(self) -> str:
        return str(self.value)
