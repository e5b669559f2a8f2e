from enum import StrEnum


class FarCryPlatformCollapsedType(StrEnum):
    PLATFORM_COLLAPSED = "platform_collapsed"

    def __str__(self) -> str:
        return str(self.value)
