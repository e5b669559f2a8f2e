from enum import StrEnum


class FarCryAllyAttackAction(StrEnum):
    ALLY_ATTACK = "ally_attack"

    def __str__(self) -> str:
        return str(self.value)
