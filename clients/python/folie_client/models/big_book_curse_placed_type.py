from enum import StrEnum


class BigBookCursePlacedType(StrEnum):
    CURSE_PLACED = "curse_placed"

    def __str__(self) -> str:
        return str(self.value)
