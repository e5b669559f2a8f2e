from enum import StrEnum


class MaeshoweCardsForcedToDiscardType(StrEnum):
    CARDS_FORCED_TO_DISCARD = "cards_forced_to_discard"

    def __str__(self) -> str:
        return str(self.value)
