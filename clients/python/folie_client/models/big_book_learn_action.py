from enum import StrEnum


class BigBookLearnAction(StrEnum):
    LEARN = "learn"

    def __str__(self) -> str:
        return str(self.value)
