from enum import StrEnum


class UndoRequestedType(StrEnum):
    UNDO_REQUESTED = "undo_requested"

    def __str__(self) -> str:
        return str(self.value)
