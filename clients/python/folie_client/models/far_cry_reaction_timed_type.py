from enum import StrEnum


class FarCryReactionTimedType(StrEnum):
    REACTION_TIMED = "reaction_timed"

    def __str__(self) -> str:
        return str(self.value)
