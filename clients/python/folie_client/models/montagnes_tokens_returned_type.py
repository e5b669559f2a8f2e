from enum import StrEnum


class MontagnesTokensReturnedType(StrEnum):
    TOKENS_RETURNED = "tokens_returned"

    def __str__(self) -> str:
        return str(self.value)
