from enum import StrEnum


class MansionsKeeperDrewType(StrEnum):
    KEEPER_DREW = "keeper_drew"

    def __str__(self) -> str:
        return str(self.value)
