from enum import StrEnum


class FarCryReloadedType(StrEnum):
    RELOADED = "reloaded"

    def __str__(self) -> str:
        return str(self.value)
