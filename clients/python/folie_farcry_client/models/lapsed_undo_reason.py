from enum import StrEnum


class LapsedUndoReason(StrEnum):
    BARRIER = "barrier"
    PLAYED_ON = "played_on"

    def __str__(self) -> str:
        return str(self.value)
