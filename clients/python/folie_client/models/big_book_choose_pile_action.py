from enum import StrEnum


class BigBookChoosePileAction(StrEnum):
    CHOOSE_PILE = "choose_pile"

    def __str__(self) -> str:
        return str(self.value)
