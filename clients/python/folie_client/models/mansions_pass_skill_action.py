from enum import StrEnum


class MansionsPassSkillAction(StrEnum):
    PASS_SKILL = "pass_skill"

    def __str__(self) -> str:
        return str(self.value)
