from enum import StrEnum


class FarCryReloadAction(StrEnum):
    RELOAD = "reload"

    def __str__(self) -> str:
        return str(self.value)
