from enum import StrEnum


class MontagnesDealAction(StrEnum):
    DEAL = "deal"

    def __str__(self) -> str:
        return str(self.value)
