from enum import StrEnum


class MaeshoweCardGivenType(StrEnum):
    CARD_GIVEN = "card_given"

    def __str__(self) -> str:
        return str(self.value)
