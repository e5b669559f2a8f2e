from enum import StrEnum


class FarCryTurnEndedSide(StrEnum):
    ENEMIES = "enemies"
    PLAYERS = "players"

    def __str__(self) -> str:
        return str(self.value)
