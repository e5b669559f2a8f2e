from enum import StrEnum


class FarCryOfferLapsedType(StrEnum):
    OFFER_LAPSED = "offer_lapsed"

    def __str__(self) -> str:
        return str(self.value)
