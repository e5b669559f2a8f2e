from enum import StrEnum


class MansionsCorpsesBurntType(StrEnum):
    CORPSES_BURNT = "corpses_burnt"

    def __str__(self) -> str:
        return str(self.value)
