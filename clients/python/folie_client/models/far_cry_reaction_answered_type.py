from enum import StrEnum


class FarCryReactionAnsweredType(StrEnum):
    REACTION_ANSWERED = "reaction_answered"

    def __str__(self) -> str:
        return str(self.value)
