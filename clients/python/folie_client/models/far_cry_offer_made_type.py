from enum import StrEnum


class FarCryOfferMadeType(StrEnum):
    OFFER_MADE = "offer_made"

    def __str__(self) -> str:
        return str(self.value)
