from enum import StrEnum


class BigBookElementGainedType(StrEnum):
    ELEMENT_GAINED = "element_gained"

    def __str__(self) -> str:
        return str(self.value)
