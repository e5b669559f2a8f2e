from enum import StrEnum


class MansionsWayCheckedType(StrEnum):
    WAY_CHECKED = "way_checked"

    def __str__(self) -> str:
        return str(self.value)
