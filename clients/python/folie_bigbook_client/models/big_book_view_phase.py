from enum import StrEnum


class BigBookViewPhase(StrEnum):
    ACTION = "action"
    MAGICIANS = "magicians"
    MONSTER = "monster"
    OVER = "over"
    RECOVERY = "recovery"

    def __str__(self) -> str:
        return str(self.value)
