from enum import StrEnum


class FarCryMovedKind(StrEnum):
    CLIMB = "climb"
    JUMP = "jump"
    STEP = "step"
    ZIP = "zip"

    def __str__(self) -> str:
        return str(self.value)
