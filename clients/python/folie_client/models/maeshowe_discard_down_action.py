from enum import StrEnum


class MaeshoweDiscardDownAction(StrEnum):
    DISCARD_DOWN = "discard_down"

    def __str__(self) -> str:
        return str(self.value)
