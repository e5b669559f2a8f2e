from enum import StrEnum


class MaeshowePlayAction(StrEnum):
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
