from enum import StrEnum


class FarCryExplorationPreparedType(StrEnum):
    EXPLORATION_PREPARED = "exploration_prepared"

    def __str__(self) -> str:
        return str(self.value)
