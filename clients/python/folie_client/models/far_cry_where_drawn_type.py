from enum import StrEnum


class FarCryWhereDrawnType(StrEnum):
    WHERE_DRAWN = "where_drawn"

    def __str__(self) -> str:
        return str(self.value)
