from enum import StrEnum


class FarCryOfferLapsedWhy(StrEnum):
    EXITED = "exited"
    KNOCKED_OUT = "knocked_out"

    def __str__(self) -> str:
        return str(self.value)
