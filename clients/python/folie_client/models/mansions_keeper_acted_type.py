from enum import StrEnum


class MansionsKeeperActedType(StrEnum):
    KEEPER_ACTED = "keeper_acted"

    def __str__(self) -> str:
        return str(self.value)
