from enum import StrEnum


class StandInActedType(StrEnum):
    STAND_IN_ACTED = "stand_in_acted"

    def __str__(self) -> str:
        return str(self.value)
