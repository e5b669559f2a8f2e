from enum import StrEnum


class FarCryUnitRemovedWhy(StrEnum):
    EXITED = "exited"
    FLED = "fled"
    KILLED = "killed"
    KNOCKED_OUT = "knocked_out"
    STUNNED = "stunned"

    def __str__(self) -> str:
        return str(self.value)
