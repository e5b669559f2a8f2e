from enum import StrEnum


class MansionsTimeTokenPlacedType(StrEnum):
    TIME_TOKEN_PLACED = "time_token_placed"

    def __str__(self) -> str:
        return str(self.value)
