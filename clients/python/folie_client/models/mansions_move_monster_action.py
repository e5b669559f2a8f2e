from enum import StrEnum


class MansionsMoveMonsterAction(StrEnum):
    MOVE_MONSTER = "move_monster"

    def __str__(self) -> str:
        return str(self.value)
