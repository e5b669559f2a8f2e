from enum import StrEnum


class FarCryChainResumedType(StrEnum):
    CHAIN_RESUMED = "chain_resumed"

    def __str__(self) -> str:
        return str(self.value)
