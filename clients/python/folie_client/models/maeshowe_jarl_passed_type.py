from enum import StrEnum


class MaeshoweJarlPassedType(StrEnum):
    JARL_PASSED = "jarl_passed"

    def __str__(self) -> str:
        return str(self.value)
