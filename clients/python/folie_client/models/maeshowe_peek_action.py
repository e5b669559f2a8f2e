from enum import StrEnum


class MaeshowePeekAction(StrEnum):
    PEEK = "peek"

    def __str__(self) -> str:
        return str(self.value)
