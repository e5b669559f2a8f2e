from enum import StrEnum


class MansionsMovedType(StrEnum):
    MOVED = "moved"

    def __str__(self) -> str:
        return str(self.value)
