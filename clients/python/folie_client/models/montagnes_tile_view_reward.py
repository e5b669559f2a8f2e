from enum import StrEnum


class MontagnesTileViewReward(StrEnum):
    ESOTERIC = "esoteric"
    EXALT = "exalt"
    HEAL = "heal"
    KNOWLEDGE = "knowledge"
    NONE = "none"
    SEARCH = "search"
    SPECIMEN = "specimen"
    VESTIGE = "vestige"

    def __str__(self) -> str:
        return str(self.value)
