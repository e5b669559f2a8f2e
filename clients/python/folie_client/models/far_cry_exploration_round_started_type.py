from enum import StrEnum


class FarCryExplorationRoundStartedType(StrEnum):
    EXPLORATION_ROUND_STARTED = "exploration_round_started"

    def __str__(self) -> str:
        return str(self.value)
