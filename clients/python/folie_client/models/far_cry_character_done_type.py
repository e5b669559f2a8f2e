from enum import StrEnum


class FarCryCharacterDoneType(StrEnum):
    CHARACTER_DONE = "character_done"

    def __str__(self) -> str:
        return str(self.value)
