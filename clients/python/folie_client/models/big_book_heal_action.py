from enum import StrEnum


class BigBookHealAction(StrEnum):
    HEAL = "heal"

    def __str__(self) -> str:
        return str(self.value)
