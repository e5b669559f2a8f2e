from enum import StrEnum


class MaeshoweLineToHandType(StrEnum):
    LINE_TO_HAND = "line_to_hand"

    def __str__(self) -> str:
        return str(self.value)
