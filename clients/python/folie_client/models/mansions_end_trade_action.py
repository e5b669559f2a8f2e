from enum import StrEnum


class MansionsEndTradeAction(StrEnum):
    END_TRADE = "end_trade"

    def __str__(self) -> str:
        return str(self.value)
