from enum import StrEnum


class FarCryReactionOfferedType(StrEnum):
    REACTION_OFFERED = "reaction_offered"

    def __str__(self) -> str:
        return str(self.value)
