from enum import StrEnum


class FarCryCreateMatchSeating(StrEnum):
    INVITATIONS = "invitations"
    TOKENS = "tokens"

    def __str__(self) -> str:
        return str(self.value)
