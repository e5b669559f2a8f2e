from enum import StrEnum


class MansionsMonsterKilledType(StrEnum):
    MONSTER_KILLED = "monster_killed"

    def __str__(self) -> str:
        return str(self.value)
