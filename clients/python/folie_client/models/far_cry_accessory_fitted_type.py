from enum import StrEnum


class FarCryAccessoryFittedType(StrEnum):
    ACCESSORY_FITTED = "accessory_fitted"

    def __str__(self) -> str:
        return str(self.value)
