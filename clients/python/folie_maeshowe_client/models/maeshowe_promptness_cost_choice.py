from enum import StrEnum


class MaeshowePromptnessCostChoice(StrEnum):
    HEALTH = "health"
    PASSAGE = "passage"

    def __str__(self) -> str:
        return str(self.value)
