from enum import StrEnum


class MontagnesIgnoreMadnessAction(StrEnum):
    IGNORE_MADNESS = "ignore_madness"

    def __str__(self) -> str:
        return str(self.value)
