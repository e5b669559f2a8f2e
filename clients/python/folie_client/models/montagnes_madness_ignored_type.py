from enum import StrEnum


class MontagnesMadnessIgnoredType(StrEnum):
    MADNESS_IGNORED = "madness_ignored"

    def __str__(self) -> str:
        return str(self.value)
