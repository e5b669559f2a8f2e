from enum import StrEnum


class MansionsAttemptPuzzleAction(StrEnum):
    ATTEMPT_PUZZLE = "attempt_puzzle"

    def __str__(self) -> str:
        return str(self.value)
