from enum import StrEnum


class ExportParquetTable(StrEnum):
    EVENTS = "events"
    MATCHES = "matches"

    def __str__(self) -> str:
        return str(self.value)
