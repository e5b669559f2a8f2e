from enum import StrEnum


class FarCryNestRolledType(StrEnum):
    NEST_ROLLED = "nest_rolled"

    def __str__(self) -> str:
        return str(self.value)
