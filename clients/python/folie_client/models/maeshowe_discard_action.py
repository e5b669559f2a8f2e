from enum import StrEnum


class MaeshoweDiscardAction(StrEnum):
    DISCARD = "discard"

    def __str__(self) -> str:
        return str(self.value)
