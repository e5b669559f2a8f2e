from enum import StrEnum


class MansionsViewWinnerType2Type1(StrEnum):
    INVESTIGATORS = "investigators"
    KEEPER = "keeper"

    def __str__(self) -> str:
        return str(self.value)
