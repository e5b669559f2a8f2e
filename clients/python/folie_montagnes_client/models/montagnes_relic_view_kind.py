from enum import StrEnum


class MontagnesRelicViewKind(StrEnum):
    KNOWLEDGE = "knowledge"
    SPECIMEN = "specimen"
    VESTIGE = "vestige"

    def __str__(self) -> str:
        return str(self.value)
