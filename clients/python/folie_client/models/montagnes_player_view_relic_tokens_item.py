from enum import StrEnum


class MontagnesPlayerViewRelicTokensItem(StrEnum):
    KNOWLEDGE = "knowledge"
    SPECIMEN = "specimen"
    VESTIGE = "vestige"

    def __str__(self) -> str:
        return str(self.value)
