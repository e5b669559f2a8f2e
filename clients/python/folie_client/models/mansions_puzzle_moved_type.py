from enum import StrEnum


class MansionsPuzzleMovedType(StrEnum):
    PUZZLE_MOVED = "puzzle_moved"

    def __str__(self) -> str:
        return str(self.value)
