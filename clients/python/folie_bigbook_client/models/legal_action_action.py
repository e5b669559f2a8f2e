from enum import StrEnum


class LegalActionAction(StrEnum):
    ACQUIRE = "acquire"
    ACTIVATE = "activate"
    CHOOSE_CARDS = "choose_cards"
    CHOOSE_CURSES = "choose_curses"
    CHOOSE_MAGICIAN = "choose_magician"
    CHOOSE_PILE = "choose_pile"
    CHOOSE_PLAYER = "choose_player"
    CHOOSE_SPELLS = "choose_spells"
    DESTROY_CURSE = "destroy_curse"
    END_ACTIONS = "end_actions"
    HEAL = "heal"
    LEARN = "learn"
    USE_POWER = "use_power"

    def __str__(self) -> str:
        return str(self.value)
