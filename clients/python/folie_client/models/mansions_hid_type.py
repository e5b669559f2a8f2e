from enum import StrEnum


class MansionsHidType(StrEnum):
    HID = "hid"

    def __str__(self) -> str:
        return str(self.value)
