from enum import StrEnum


class MansionsSkillReadiedType(StrEnum):
    SKILL_READIED = "skill_readied"

    def __str__(self) -> str:
        return str(self.value)
