from enum import StrEnum


class MansionsStunnedType(StrEnum):
    STUNNED = "stunned"

    def __str__(self) -> str:
        return str(self.value)
