from enum import StrEnum


class MansionsSwapRunesAction(StrEnum):
    SWAP_RUNES = "swap_runes"

    def __str__(self) -> str:
        return str(self.value)
