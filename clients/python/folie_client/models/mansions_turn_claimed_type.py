from enum import StrEnum


class MansionsTurnClaimedType(StrEnum):
    TURN_CLAIMED = "turn_claimed"

    def __str__(self) -> str:
        return str(self.value)
