from enum import StrEnum


class MaeshoweChooseRuneAction(StrEnum):
    CHOOSE_RUNE = "choose_rune"

    def __str__(self) -> str:
        return str(self.value)
