from enum import StrEnum


class MansionsBarricadeMovedType(StrEnum):
    BARRICADE_MOVED = "barricade_moved"

    def __str__(self) -> str:
        return str(self.value)
