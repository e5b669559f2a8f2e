from enum import StrEnum


class MansionsReadySkillAction(StrEnum):
    READY_SKILL = "ready_skill"

    def __str__(self) -> str:
        return str(self.value)
