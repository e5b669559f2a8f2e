from enum import StrEnum


class FarCryAllyCommandedType(StrEnum):
    ALLY_COMMANDED = "ally_commanded"

    def __str__(self) -> str:
        return str(self.value)
