from enum import StrEnum


class FarCryBonusRolledType(StrEnum):
    BONUS_ROLLED = "bonus_rolled"

    def __str__(self) -> str:
        return str(self.value)
