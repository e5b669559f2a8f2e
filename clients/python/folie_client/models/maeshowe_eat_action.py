from enum import StrEnum


class MaeshoweEatAction(StrEnum):
    EAT = "eat"

    def __str__(self) -> str:
        return str(self.value)
