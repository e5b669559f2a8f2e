from enum import StrEnum


class MansionsPlayTraumaAction(StrEnum):
    PLAY_TRAUMA = "play_trauma"

    def __str__(self) -> str:
        return str(self.value)
