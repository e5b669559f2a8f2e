from enum import StrEnum


class MansionsPuzzleStartedType(StrEnum):
    PUZZLE_STARTED = "puzzle_started"

    def __str__(self) -> str:
        return str(self.value)
