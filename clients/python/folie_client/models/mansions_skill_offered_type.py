from enum import StrEnum


class MansionsSkillOfferedType(StrEnum):
    SKILL_OFFERED = "skill_offered"

    def __str__(self) -> str:
        return str(self.value)
