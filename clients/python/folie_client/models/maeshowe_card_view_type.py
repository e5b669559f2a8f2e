from enum import StrEnum


class MaeshoweCardViewType(StrEnum):
    COLLAPSE = "collapse"
    CRUMBLING = "crumbling"
    DIG = "dig"
    DREAD = "dread"
    EAT = "eat"
    ECONOMY = "economy"
    FORAGE = "forage"
    GLUTTONY = "gluttony"
    GOOSE = "goose"
    HASTE = "haste"
    HOPE = "hope"
    OUT_OF_FOOD = "out_of_food"
    PROMPTNESS = "promptness"
    RAVEN = "raven"
    RECOVERY = "recovery"
    RUIN = "ruin"
    SACRIFICE = "sacrifice"
    SLEEP = "sleep"
    SNUB = "snub"
    TREASURE = "treasure"

    def __str__(self) -> str:
        return str(self.value)
