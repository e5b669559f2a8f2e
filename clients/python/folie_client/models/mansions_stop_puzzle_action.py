from enum import StrEnum


class MansionsStopPuzzleAction(StrEnum):
    STOP_PUZZLE = "stop_puzzle"

    def __str__(self) -> str:
        return str(self.value)
