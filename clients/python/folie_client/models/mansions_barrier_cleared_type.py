from enum import StrEnum


class MansionsBarrierClearedType(StrEnum):
    BARRIER_CLEARED = "barrier_cleared"

    def __str__(self) -> str:
        return str(self.value)
