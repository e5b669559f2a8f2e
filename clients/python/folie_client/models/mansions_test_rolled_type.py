from enum import StrEnum


class MansionsTestRolledType(StrEnum):
    TEST_ROLLED = "test_rolled"

    def __str__(self) -> str:
        return str(self.value)
