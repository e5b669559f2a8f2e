from enum import StrEnum


class MaeshoweTakeBackAction(StrEnum):
    TAKE_BACK = "take_back"

    def __str__(self) -> str:
        return str(self.value)
