from enum import StrEnum


class BigBookCardsSupportedType(StrEnum):
    CARDS_SUPPORTED = "cards_supported"

    def __str__(self) -> str:
        return str(self.value)
