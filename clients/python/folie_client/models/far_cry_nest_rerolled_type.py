from enum import StrEnum


class FarCryNestRerolledType(StrEnum):
    NEST_REROLLED = "nest_rerolled"

    def __str__(self) -> str:
        return str(self.value)
