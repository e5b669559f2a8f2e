from enum import StrEnum


class FarCryPassFreeAttackAction(StrEnum):
    PASS_FREE_ATTACK = "pass_free_attack"

    def __str__(self) -> str:
        return str(self.value)
