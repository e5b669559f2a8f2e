from enum import StrEnum


class FarCryAttackAction(StrEnum):
    ATTACK = "attack"

    def __str__(self) -> str:
        return str(self.value)
