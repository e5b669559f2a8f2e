from enum import StrEnum


class MontagnesDealToAction(StrEnum):
    DEAL_TO = "deal_to"

    def __str__(self) -> str:
        return str(self.value)
