from enum import StrEnum


class FarCryLearnTalentAction(StrEnum):
    LEARN_TALENT = "learn_talent"

    def __str__(self) -> str:
        return str(self.value)
