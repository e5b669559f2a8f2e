from enum import StrEnum


class MansionsKeeperActionAction(StrEnum):
    KEEPER_ACTION = "keeper_action"

    def __str__(self) -> str:
        return str(self.value)
