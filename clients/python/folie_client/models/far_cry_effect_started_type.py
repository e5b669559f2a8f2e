from enum import StrEnum


class FarCryEffectStartedType(StrEnum):
    EFFECT_STARTED = "effect_started"

    def __str__(self) -> str:
        return str(self.value)
