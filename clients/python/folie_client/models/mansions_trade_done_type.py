from enum import StrEnum


class MansionsTradeDoneType(StrEnum):
    TRADE_DONE = "trade_done"

    def __str__(self) -> str:
        return str(self.value)
