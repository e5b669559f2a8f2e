from enum import StrEnum


class FarCryCharacterReadyType(StrEnum):
    CHARACTER_READY = "character_ready"

    def __str__(self) -> str:
        return str(self.value)
