from enum import StrEnum


class MansionsSkillAnsweredType(StrEnum):
    SKILL_ANSWERED = "skill_answered"

    def __str__(self) -> str:
        return str(self.value)
