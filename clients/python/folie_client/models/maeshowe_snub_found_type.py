from enum import StrEnum


class MaeshoweSnubFoundType(StrEnum):
    SNUB_FOUND = "snub_found"

    def __str__(self) -> str:
        return str(self.value)
