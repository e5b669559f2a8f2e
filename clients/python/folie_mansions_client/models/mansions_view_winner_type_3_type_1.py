from enum import StrEnum


class MansionsViewWinnerType3Type1(StrEnum):
    INVESTIGATORS = "investigators"
    KEEPER = "keeper"

    def __str__(self) -> str:
        return str(self.value)
