from enum import StrEnum


class MansionsKeeperDiscardedType(StrEnum):
    KEEPER_DISCARDED = "keeper_discarded"

    def __str__(self) -> str:
        return str(self.value)
