from enum import StrEnum


class BigBookActivateAction(StrEnum):
    ACTIVATE = "activate"

    def __str__(self) -> str:
        return str(self.value)
