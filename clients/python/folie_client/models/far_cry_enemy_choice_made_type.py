from enum import StrEnum


class FarCryEnemyChoiceMadeType(StrEnum):
    ENEMY_CHOICE_MADE = "enemy_choice_made"

    def __str__(self) -> str:
        return str(self.value)
