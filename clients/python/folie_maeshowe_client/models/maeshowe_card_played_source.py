from enum import StrEnum


class MaeshoweCardPlayedSource(StrEnum):
    DISCARD = "discard"
    HAND = "hand"

    def __str__(self) -> str:
        return str(self.value)
