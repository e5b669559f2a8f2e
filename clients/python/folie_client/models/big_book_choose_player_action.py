from enum import StrEnum


class BigBookChoosePlayerAction(StrEnum):
    CHOOSE_PLAYER = "choose_player"

    def __str__(self) -> str:
        return str(self.value)
