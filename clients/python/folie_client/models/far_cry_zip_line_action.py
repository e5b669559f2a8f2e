from enum import StrEnum


class FarCryZipLineAction(StrEnum):
    ZIP_LINE = "zip_line"

    def __str__(self) -> str:
        return str(self.value)
