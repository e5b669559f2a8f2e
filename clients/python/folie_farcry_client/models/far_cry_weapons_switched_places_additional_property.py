from enum import StrEnum


class FarCryWeaponsSwitchedPlacesAdditionalProperty(StrEnum):
    BESIDE = "beside"
    HAND = "hand"
    HOLSTER = "holster"
    SAVE_BAG = "save_bag"

    def __str__(self) -> str:
        return str(self.value)
