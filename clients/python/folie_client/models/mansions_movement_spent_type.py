from enum import StrEnum


class MansionsMovementSpentType(StrEnum):
    MOVEMENT_SPENT = "movement_spent"

    def __str__(self) -> str:
        return str(self.value)
