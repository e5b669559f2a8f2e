from enum import StrEnum


class MansionsUseAbilityAction(StrEnum):
    USE_ABILITY = "use_ability"

    def __str__(self) -> str:
        return str(self.value)
