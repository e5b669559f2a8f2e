from enum import StrEnum


class MansionsViewWinnerType1(StrEnum):
    INVESTIGATORS = "investigators"
    KEEPER = "keeper"

    def __str__(self) -> str:
        return str(self.value)
