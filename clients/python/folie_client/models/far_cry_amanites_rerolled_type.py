from enum import StrEnum


class FarCryAmanitesRerolledType(StrEnum):
    AMANITES_REROLLED = "amanites_rerolled"

    def __str__(self) -> str:
        return str(self.value)
