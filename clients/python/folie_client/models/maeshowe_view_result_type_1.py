from enum import StrEnum


class MaeshoweViewResultType1(StrEnum):
    LOST = "lost"
    WON = "won"

    def __str__(self) -> str:
        return str(self.value)
