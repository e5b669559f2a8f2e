from enum import StrEnum


class BigBookTokenAddedType(StrEnum):
    TOKEN_ADDED = "token_added"

    def __str__(self) -> str:
        return str(self.value)
