from enum import StrEnum


class MontagnesEsotericAddedType(StrEnum):
    ESOTERIC_ADDED = "esoteric_added"

    def __str__(self) -> str:
        return str(self.value)
