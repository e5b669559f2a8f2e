from enum import StrEnum


class FarCryChainPausedType(StrEnum):
    CHAIN_PAUSED = "chain_paused"

    def __str__(self) -> str:
        return str(self.value)
