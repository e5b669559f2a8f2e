from enum import StrEnum


class BigBookRoundAdvancedType(StrEnum):
    ROUND_ADVANCED = "round_advanced"

    def __str__(self) -> str:
        return str(self.value)
