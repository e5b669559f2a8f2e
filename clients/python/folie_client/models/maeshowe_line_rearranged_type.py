from enum import StrEnum


class MaeshoweLineRearrangedType(StrEnum):
    LINE_REARRANGED = "line_rearranged"

    def __str__(self) -> str:
        return str(self.value)
