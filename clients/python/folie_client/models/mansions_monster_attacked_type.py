from enum import StrEnum


class MansionsMonsterAttackedType(StrEnum):
    MONSTER_ATTACKED = "monster_attacked"

    def __str__(self) -> str:
        return str(self.value)
