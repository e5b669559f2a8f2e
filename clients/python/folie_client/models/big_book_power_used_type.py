from enum import StrEnum


class BigBookPowerUsedType(StrEnum):
    POWER_USED = "power_used"

    def __str__(self) -> str:
        return str(self.value)
