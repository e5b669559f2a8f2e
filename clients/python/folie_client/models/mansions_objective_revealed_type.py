from enum import StrEnum


class MansionsObjectiveRevealedType(StrEnum):
    OBJECTIVE_REVEALED = "objective_revealed"

    def __str__(self) -> str:
        return str(self.value)
