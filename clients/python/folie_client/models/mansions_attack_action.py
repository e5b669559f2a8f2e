from enum import StrEnum


class MansionsAttackAction(StrEnum):
    ATTACK = "attack"

    def __str__(self) -> str:
        return str(self.value)
