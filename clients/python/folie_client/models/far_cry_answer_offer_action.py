from enum import StrEnum


class FarCryAnswerOfferAction(StrEnum):
    ANSWER_OFFER = "answer_offer"

    def __str__(self) -> str:
        return str(self.value)
