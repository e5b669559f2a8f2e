from enum import StrEnum


class FarCryEnemyChoiceAskedKind(StrEnum):
    COVER = "cover"
    MOVE = "move"

    def __str__(self) -> str:
        return str(self.value)
