from enum import StrEnum


class FarCryJumpAction(StrEnum):
    JUMP = "jump"

    def __str__(self) -> str:
        return str(self.value)
