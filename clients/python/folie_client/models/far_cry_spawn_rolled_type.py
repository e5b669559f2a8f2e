from enum import StrEnum


class FarCrySpawnRolledType(StrEnum):
    SPAWN_ROLLED = "spawn_rolled"

    def __str__(self) -> str:
        return str(self.value)
