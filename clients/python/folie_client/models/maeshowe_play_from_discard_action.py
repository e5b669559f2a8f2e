from enum import StrEnum


class MaeshowePlayFromDiscardAction(StrEnum):
    PLAY_FROM_DISCARD = "play_from_discard"

    def __str__(self) -> str:
        return str(self.value)
