from enum import StrEnum


class FarCryTakedownRerolledType(StrEnum):
    TAKEDOWN_REROLLED = "takedown_rerolled"

    def __str__(self) -> str:
        return str(self.value)
