from enum import StrEnum


class MontagnesSearchTileAction(StrEnum):
    SEARCH_TILE = "search_tile"

    def __str__(self) -> str:
        return str(self.value)
