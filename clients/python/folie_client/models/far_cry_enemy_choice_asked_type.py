from enum import StrEnum


class FarCryEnemyChoiceAskedType(StrEnum):
    ENEMY_CHOICE_ASKED = "enemy_choice_asked"

    def __str__(self) -> str:
        return str(self.value)
