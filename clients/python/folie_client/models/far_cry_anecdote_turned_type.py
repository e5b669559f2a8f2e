from enum import StrEnum


class FarCryAnecdoteTurnedType(StrEnum):
    ANECDOTE_TURNED = "anecdote_turned"

    def __str__(self) -> str:
        return str(self.value)
