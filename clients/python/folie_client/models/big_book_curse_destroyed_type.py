from enum import StrEnum


class BigBookCurseDestroyedType(StrEnum):
    CURSE_DESTROYED = "curse_destroyed"

    def __str__(self) -> str:
        return str(self.value)
