from enum import StrEnum


class MansionsPuzzleSkillPointAction(StrEnum):
    PUZZLE_SKILL = "puzzle_skill"

    def __str__(self) -> str:
        return str(self.value)
