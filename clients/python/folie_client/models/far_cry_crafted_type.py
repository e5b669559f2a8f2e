from enum import StrEnum


class FarCryCraftedType(StrEnum):
    CRAFTED = "crafted"

    def __str__(self) -> str:
        return str(self.value)
