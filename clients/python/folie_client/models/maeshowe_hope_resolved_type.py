from enum import StrEnum


class MaeshoweHopeResolvedType(StrEnum):
    HOPE_RESOLVED = "hope_resolved"

    def __str__(self) -> str:
        return str(self.value)
