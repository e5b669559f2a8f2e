from enum import StrEnum


class MansionsTendCampfireAction(StrEnum):
    TEND_CAMPFIRE = "tend_campfire"

    def __str__(self) -> str:
        return str(self.value)
