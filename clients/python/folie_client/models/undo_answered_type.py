from enum import StrEnum


class UndoAnsweredType(StrEnum):
    UNDO_ANSWERED = "undo_answered"

    def __str__(self) -> str:
        return str(self.value)
