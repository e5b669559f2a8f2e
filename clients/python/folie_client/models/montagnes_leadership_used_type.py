from enum import StrEnum


class MontagnesLeadershipUsedType(StrEnum):
    LEADERSHIP_USED = "leadership_used"

    def __str__(self) -> str:
        return str(self.value)
