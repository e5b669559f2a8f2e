from enum import StrEnum


class MontagnesRerollDieAction(StrEnum):
    REROLL_DIE = "reroll_die"

    def __str__(self) -> str:
        return str(self.value)
