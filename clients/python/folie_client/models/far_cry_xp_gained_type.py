from enum import StrEnum


class FarCryXpGainedType(StrEnum):
    XP_GAINED = "xp_gained"

    def __str__(self) -> str:
        return str(self.value)
