from enum import StrEnum


class FarCryTileDamagedType(StrEnum):
    TILE_DAMAGED = "tile_damaged"

    def __str__(self) -> str:
        return str(self.value)
