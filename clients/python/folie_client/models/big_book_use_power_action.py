from enum import StrEnum


class BigBookUsePowerAction(StrEnum):
    USE_POWER = "use_power"

    def __str__(self) -> str:
        return str(self.value)
