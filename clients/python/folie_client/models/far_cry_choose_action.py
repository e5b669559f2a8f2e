from enum import StrEnum


class FarCryChooseAction(StrEnum):
    CHOOSE = "choose"

    def __str__(self) -> str:
        return str(self.value)
