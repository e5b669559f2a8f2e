from enum import StrEnum


class MontagnesRuleViewKind(StrEnum):
    FORBIDDEN_WORDS = "forbidden_words"
    LEADER_ONLY = "leader_only"
    MAX_CARDS = "max_cards"
    MAX_VALUE = "max_value"
    MAX_WORDS = "max_words"
    MAX_WORD_LENGTH = "max_word_length"
    MUTE = "mute"
    NO_CARDS = "no_cards"
    NO_NUMBERS = "no_numbers"
    NO_TYPE = "no_type"
    ONE_AT_A_TIME = "one_at_a_time"
    ONLY_WORDS = "only_words"
    PARITY = "parity"
    PARROT = "parrot"
    PREFIX = "prefix"
    QUESTIONS_ONLY = "questions_only"
    SUFFIX = "suffix"
    THIRD_PERSON = "third_person"
    UPPERCASE = "uppercase"
    YES_NO_ONLY = "yes_no_only"

    def __str__(self) -> str:
        return str(self.value)
