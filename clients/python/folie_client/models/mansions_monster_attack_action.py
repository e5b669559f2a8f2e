from enum import StrEnum


class MansionsMonsterAttackAction(StrEnum):
    MONSTER_ATTACK = "monster_attack"

    def __str__(self) -> str:
        return str(self.value)
