from enum import StrEnum


class MansionsChooseStoryAction(StrEnum):
    CHOOSE_STORY = "choose_story"

    def __str__(self) -> str:
        return str(self.value)
