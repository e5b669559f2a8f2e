from enum import StrEnum


class FarCryAttackResolvedType(StrEnum):
    ATTACK_RESOLVED = "attack_resolved"

    def __str__(self) -> str:
        return str(self.value)
