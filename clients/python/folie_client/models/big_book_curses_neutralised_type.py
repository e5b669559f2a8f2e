from enum import StrEnum


class BigBookCursesNeutralisedType(StrEnum):
    CURSES_NEUTRALISED = "curses_neutralised"

    def __str__(self) -> str:
        return str(self.value)
