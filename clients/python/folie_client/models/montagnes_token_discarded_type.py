from enum import StrEnum


class MontagnesTokenDiscardedType(StrEnum):
    TOKEN_DISCARDED = "token_discarded"

    def __str__(self) -> str:
        return str(self.value)
