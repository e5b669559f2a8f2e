from enum import StrEnum


class FarCryArrangeAction(StrEnum):
    ARRANGE = "arrange"

    def __str__(self) -> str:
        return str(self.value)
