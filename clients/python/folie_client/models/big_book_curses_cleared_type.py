from enum import StrEnum


class BigBookCursesClearedType(StrEnum):
    CURSES_CLEARED = "curses_cleared"

    def __str__(self) -> str:
        return str(self.value)
