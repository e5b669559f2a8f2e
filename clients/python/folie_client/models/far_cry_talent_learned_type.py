from enum import StrEnum


class FarCryTalentLearnedType(StrEnum):
    TALENT_LEARNED = "talent_learned"

    def __str__(self) -> str:
        return str(self.value)
