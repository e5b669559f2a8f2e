from enum import StrEnum


class MansionsMonsterMovedType(StrEnum):
    MONSTER_MOVED = "monster_moved"

    def __str__(self) -> str:
        return str(self.value)
