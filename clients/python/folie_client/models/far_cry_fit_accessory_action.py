from enum import StrEnum


class FarCryFitAccessoryAction(StrEnum):
    FIT_ACCESSORY = "fit_accessory"

    def __str__(self) -> str:
        return str(self.value)
