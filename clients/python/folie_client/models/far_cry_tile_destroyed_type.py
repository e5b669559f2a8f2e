from enum import StrEnum


class FarCryTileDestroyedType(StrEnum):
    TILE_DESTROYED = "tile_destroyed"

    def __str__(self) -> str:
        return str(self.value)
