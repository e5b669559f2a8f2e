from enum import StrEnum


class MansionsTestOfferedType(StrEnum):
    TEST_OFFERED = "test_offered"

    def __str__(self) -> str:
        return str(self.value)
