from enum import StrEnum


class MaeshoweHopeRuneChosenType(StrEnum):
    HOPE_RUNE_CHOSEN = "hope_rune_chosen"

    def __str__(self) -> str:
        return str(self.value)
