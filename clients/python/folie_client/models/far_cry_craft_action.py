from enum import StrEnum


class FarCryCraftAction(StrEnum):
    CRAFT = "craft"

    def __str__(self) -> str:
        return str(self.value)
