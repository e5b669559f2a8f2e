from enum import StrEnum


class MansionsTokenPlacedType(StrEnum):
    TOKEN_PLACED = "token_placed"

    def __str__(self) -> str:
        return str(self.value)
