from enum import StrEnum


class MansionsMonsterMovesOpenedType(StrEnum):
    MONSTER_MOVES_OPENED = "monster_moves_opened"

    def __str__(self) -> str:
        return str(self.value)
