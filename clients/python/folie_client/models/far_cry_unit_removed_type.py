from enum import StrEnum


class FarCryUnitRemovedType(StrEnum):
    UNIT_REMOVED = "unit_removed"

    def __str__(self) -> str:
        return str(self.value)
