from enum import StrEnum


class MaeshoweOptionsSetupsItem(StrEnum):
    CRUMBLING = "crumbling"
    DREAD = "dread"
    GLUTTONY = "gluttony"
    HASTE = "haste"
    RUIN = "ruin"
    SNUB = "snub"

    def __str__(self) -> str:
        return str(self.value)
