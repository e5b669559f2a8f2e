from enum import StrEnum


class UndoneType(StrEnum):
    UNDONE = "undone"

    def __str__(self) -> str:
        return str(self.value)
