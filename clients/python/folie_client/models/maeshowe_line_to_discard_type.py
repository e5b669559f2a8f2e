from enum import StrEnum


class MaeshoweLineToDiscardType(StrEnum):
    LINE_TO_DISCARD = "line_to_discard"

    def __str__(self) -> str:
        return str(self.value)
