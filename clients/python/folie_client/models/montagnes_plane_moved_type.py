from enum import StrEnum


class MontagnesPlaneMovedType(StrEnum):
    PLANE_MOVED = "plane_moved"

    def __str__(self) -> str:
        return str(self.value)
