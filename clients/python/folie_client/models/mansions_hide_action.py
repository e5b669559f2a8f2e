from enum import StrEnum


class MansionsHideAction(StrEnum):
    HIDE = "hide"

    def __str__(self) -> str:
        return str(self.value)
