from enum import StrEnum


class MansionsPuzzleEndedType(StrEnum):
    PUZZLE_ENDED = "puzzle_ended"

    def __str__(self) -> str:
        return str(self.value)
