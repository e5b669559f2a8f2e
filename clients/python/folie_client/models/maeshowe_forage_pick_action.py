from enum import StrEnum


class MaeshoweForagePickAction(StrEnum):
    FORAGE_PICK = "forage_pick"

    def __str__(self) -> str:
        return str(self.value)
