from enum import StrEnum


class FarCryFreeAttackResolvedType(StrEnum):
    FREE_ATTACK_RESOLVED = "free_attack_resolved"

    def __str__(self) -> str:
        return str(self.value)
