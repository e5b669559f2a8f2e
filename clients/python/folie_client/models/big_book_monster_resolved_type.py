from enum import StrEnum


class BigBookMonsterResolvedType(StrEnum):
    MONSTER_RESOLVED = "monster_resolved"

    def __str__(self) -> str:
        return str(self.value)
