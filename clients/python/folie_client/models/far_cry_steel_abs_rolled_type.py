from enum import StrEnum


class FarCrySteelAbsRolledType(StrEnum):
    STEEL_ABS_ROLLED = "steel_abs_rolled"

    def __str__(self) -> str:
        return str(self.value)
