from enum import StrEnum


class MansionsEndKeeperTurnAction(StrEnum):
    END_KEEPER_TURN = "end_keeper_turn"

    def __str__(self) -> str:
        return str(self.value)
