from enum import StrEnum


class FarCrySaveKeptType(StrEnum):
    SAVE_KEPT = "save_kept"

    def __str__(self) -> str:
        return str(self.value)
