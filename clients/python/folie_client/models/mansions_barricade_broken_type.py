from enum import StrEnum


class MansionsBarricadeBrokenType(StrEnum):
    BARRICADE_BROKEN = "barricade_broken"

    def __str__(self) -> str:
        return str(self.value)
