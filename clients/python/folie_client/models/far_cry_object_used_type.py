from enum import StrEnum


class FarCryObjectUsedType(StrEnum):
    OBJECT_USED = "object_used"

    def __str__(self) -> str:
        return str(self.value)
