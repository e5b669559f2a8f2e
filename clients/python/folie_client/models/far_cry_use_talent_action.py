from enum import StrEnum


class FarCryUseTalentAction(StrEnum):
    USE_TALENT = "use_talent"

    def __str__(self) -> str:
        return str(self.value)
