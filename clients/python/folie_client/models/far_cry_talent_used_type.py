from enum import StrEnum


class FarCryTalentUsedType(StrEnum):
    TALENT_USED = "talent_used"

    def __str__(self) -> str:
        return str(self.value)
