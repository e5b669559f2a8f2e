from enum import StrEnum


class MaeshoweCardViewRune(StrEnum):
    BLUE = "blue"
    JOKER = "joker"
    NONE = "none"
    RED = "red"

    def __str__(self) -> str:
        return str(self.value)
