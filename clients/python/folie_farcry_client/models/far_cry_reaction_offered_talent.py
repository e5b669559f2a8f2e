from enum import StrEnum


class FarCryReactionOfferedTalent(StrEnum):
    ABDOS_EN_ACIER = "abdos_en_acier"
    COUP_DE_CHANCE = "coup_de_chance"
    SECOND_SOUFFLE = "second_souffle"

    def __str__(self) -> str:
        return str(self.value)
