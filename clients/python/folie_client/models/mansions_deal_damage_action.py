from enum import StrEnum


class MansionsDealDamageAction(StrEnum):
    DEAL_DAMAGE = "deal_damage"

    def __str__(self) -> str:
        return str(self.value)
