from enum import StrEnum


class BigBookViewReason(StrEnum):
    ALL_PLAYERS_MAD = "all_players_mad"
    FINAL_MONSTER_DEFEATED = "final_monster_defeated"
    FINAL_MONSTER_NOT_DEFEATED = "final_monster_not_defeated"
    MADNESS_PILE_EMPTY = "madness_pile_empty"
    VALUE_0 = ""

    def __str__(self) -> str:
        return str(self.value)
