from enum import StrEnum


class MontagnesCreateMatchSeating(StrEnum):
    INVITATIONS = "invitations"
    TOKENS = "tokens"

    def __str__(self) -> str:
        return str(self.value)
