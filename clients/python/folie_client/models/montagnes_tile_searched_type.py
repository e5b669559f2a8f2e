from enum import StrEnum


class MontagnesTileSearchedType(StrEnum):
    TILE_SEARCHED = "tile_searched"

    def __str__(self) -> str:
        return str(self.value)
