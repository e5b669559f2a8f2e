from enum import StrEnum


class MansionsTokenRemovedType(StrEnum):
    TOKEN_REMOVED = "token_removed"

    def __str__(self) -> str:
        return str(self.value)
