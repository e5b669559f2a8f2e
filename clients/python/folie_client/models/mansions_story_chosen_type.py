from enum import StrEnum


class MansionsStoryChosenType(StrEnum):
    STORY_CHOSEN = "story_chosen"

    def __str__(self) -> str:
        return str(self.value)
