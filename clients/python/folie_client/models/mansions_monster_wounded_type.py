from enum import StrEnum


class MansionsMonsterWoundedType(StrEnum):
    MONSTER_WOUNDED = "monster_wounded"

    def __str__(self) -> str:
        return str(self.value)
