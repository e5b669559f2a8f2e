from enum import StrEnum


class FarCryGroupReleasedType(StrEnum):
    GROUP_RELEASED = "group_released"

    def __str__(self) -> str:
        return str(self.value)
