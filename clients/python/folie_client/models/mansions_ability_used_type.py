from enum import StrEnum


class MansionsAbilityUsedType(StrEnum):
    ABILITY_USED = "ability_used"

    def __str__(self) -> str:
        return str(self.value)
