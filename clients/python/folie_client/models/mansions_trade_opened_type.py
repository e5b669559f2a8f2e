from enum import StrEnum


class MansionsTradeOpenedType(StrEnum):
    TRADE_OPENED = "trade_opened"

    def __str__(self) -> str:
        return str(self.value)
