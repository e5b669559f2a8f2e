from enum import StrEnum


class MansionsKeeperTurnOpenedType(StrEnum):
    KEEPER_TURN_OPENED = "keeper_turn_opened"

    def __str__(self) -> str:
        return str(self.value)
