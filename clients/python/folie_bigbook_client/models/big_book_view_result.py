from enum import StrEnum


class BigBookViewResult(StrEnum):
    LOST = "lost"
    VALUE_0 = ""
    WON = "won"

    def __str__(self) -> str:
        return str(self.value)
