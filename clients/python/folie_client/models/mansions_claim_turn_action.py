from enum import StrEnum


class MansionsClaimTurnAction(StrEnum):
    CLAIM_TURN = "claim_turn"

    def __str__(self) -> str:
        return str(self.value)
