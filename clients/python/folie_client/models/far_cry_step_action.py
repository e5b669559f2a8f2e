from enum import StrEnum


class FarCryStepAction(StrEnum):
    MOVE = "move"

    def __str__(self) -> str:
        return str(self.value)
