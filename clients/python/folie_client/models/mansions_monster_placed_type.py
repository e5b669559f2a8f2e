from enum import StrEnum


class MansionsMonsterPlacedType(StrEnum):
    MONSTER_PLACED = "monster_placed"

    def __str__(self) -> str:
        return str(self.value)
