from enum import StrEnum


class FarCryMovedType(StrEnum):
    MOVED = "moved"

    def __str__(self) -> str:
        return str(self.value)
