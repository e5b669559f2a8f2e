from enum import StrEnum


class MaeshoweOptionsDifficulty(StrEnum):
    ABSURD = "absurd"
    EASY = "easy"
    HARD = "hard"
    MEDIUM = "medium"

    def __str__(self) -> str:
        return str(self.value)
