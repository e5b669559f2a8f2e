from enum import StrEnum


class FarCryViewStep(StrEnum):
    ENEMIES = "enemies"
    EVENT = "event"
    PLAYERS = "players"

    def __str__(self) -> str:
        return str(self.value)
