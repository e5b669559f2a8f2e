from enum import StrEnum


class FarCryZipLineKillType(StrEnum):
    ZIP_LINE_KILL = "zip_line_kill"

    def __str__(self) -> str:
        return str(self.value)
