from enum import StrEnum


class MansionsPlayMythosAction(StrEnum):
    PLAY_MYTHOS = "play_mythos"

    def __str__(self) -> str:
        return str(self.value)
