from enum import StrEnum


class MontagnesDieRolledType(StrEnum):
    DIE_ROLLED = "die_rolled"

    def __str__(self) -> str:
        return str(self.value)
