from enum import StrEnum


class FarCryOfferAnsweredType(StrEnum):
    OFFER_ANSWERED = "offer_answered"

    def __str__(self) -> str:
        return str(self.value)
