from enum import StrEnum


class FarCryGiveAction(StrEnum):
    GIVE = "give"

    def __str__(self) -> str:
        return str(self.value)
