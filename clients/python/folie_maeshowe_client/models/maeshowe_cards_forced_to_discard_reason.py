from enum import StrEnum


class MaeshoweCardsForcedToDiscardReason(StrEnum):
    CRUMBLING = "crumbling"
    FEAR_OF_THE_DARK = "fear_of_the_dark"
    RUIN_RECOVERY = "ruin_recovery"

    def __str__(self) -> str:
        return str(self.value)
