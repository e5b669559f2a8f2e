from enum import StrEnum


class FarCryCageOpenedType(StrEnum):
    CAGE_OPENED = "cage_opened"

    def __str__(self) -> str:
        return str(self.value)
