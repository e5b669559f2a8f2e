from enum import StrEnum


class MaeshoweOptionsExpansionsItem(StrEnum):
    CRUMBLING = "crumbling"
    DREAD = "dread"
    GLUTTONY = "gluttony"
    HASTE = "haste"
    RUIN = "ruin"
    SNUB = "snub"

    def __str__(self) -> str:
        return str(self.value)
