from enum import StrEnum


class FarCryBuyAction(StrEnum):
    BUY = "buy"

    def __str__(self) -> str:
        return str(self.value)
