from enum import StrEnum


class BigBookChooseCursesAction(StrEnum):
    CHOOSE_CURSES = "choose_curses"

    def __str__(self) -> str:
        return str(self.value)
