"""What a chat line says, however it is typed: the words the speech madness checks read.

A rule checked on raw text is dodged by typing: hyphens or apostrophes glue words together
(« qui-a-des-outils »), spaces split one (« s i x »), accents and odd letters hide it (« ＳＩＸ »), and
numbers come as words (« vingt-deux », « trente », « thirty »). :func:`parse` undoes all of that once,
so every speech rule reads the same words.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

_TOKEN = re.compile(r"[^\W_]+(?:[-'][^\W_]+)*")
_ELISIONS = frozenset({"c", "d", "j", "l", "m", "n", "s", "t", "qu", "jusqu", "lorsqu", "puisqu", "quoiqu", "presqu"})
"""French words elided before an apostrophe: « j'ai », « qu'on » are one word each."""
_CONTRACTIONS = frozenset({"d", "ll", "m", "re", "s", "t", "ve"})
"""English endings after an apostrophe: « don't », « I'm » are one word each."""

NUMBER_WORDS = frozenset(
    {
        # French (« un », « une » are left out: the server cannot tell the number from the article)
        "zero",
        "deux",
        "trois",
        "quatre",
        "cinq",
        "six",
        "sept",
        "huit",
        "neuf",
        "dix",
        "onze",
        "douze",
        "treize",
        "quatorze",
        "quinze",
        "seize",
        "vingt",
        "trente",
        "quarante",
        "cinquante",
        "soixante",
        "septante",
        "octante",
        "huitante",
        "nonante",
        "cent",
        "mille",
        "million",
        "milliard",
        "huitaine",
        "dizaine",
        "douzaine",
        "quinzaine",
        "vingtaine",
        "trentaine",
        "quarantaine",
        "cinquantaine",
        "soixantaine",
        "centaine",
        "millier",
        # English (« one » left out for the same reason)
        "two",
        "three",
        "four",
        "five",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
        "twenty",
        "thirty",
        "forty",
        "fifty",
        "sixty",
        "seventy",
        "eighty",
        "ninety",
        "hundred",
        "thousand",
        "billion",
        "dozen",
    }
)
"""Number words the no-numbers madness forbids (compounds such as « dix-sept » are read part by part)."""
_IRREGULAR_ORDINALS = frozenset({"third", "fifth", "eighth", "ninth", "twelfth"})


def fold(text: str) -> str:
    """Compatibility letters made plain (« ＳＩＸ » is « six »), lower case, no accents, one apostrophe."""
    decomposed = unicodedata.normalize("NFKD", text.casefold()).replace("’", "'").replace("‘", "'")
    return "".join(c for c in decomposed if not unicodedata.combining(c))


@dataclass(frozen=True)
class Said:
    """``words``: the words as counted (hyphens split, elisions kept with their word, compounds a
    madness card names kept whole); ``parts``: every piece, split at hyphens and apostrophes too, to
    look words up; ``spelled``: runs of single letters or digits read together (« s i x »)."""

    words: tuple[str, ...]
    parts: tuple[str, ...]
    spelled: tuple[str, ...]

    def lookups(self) -> tuple[str, ...]:
        """Every form a word lookup must try."""
        return (*self.parts, *self.spelled)


def parse(text: str, compounds: frozenset[str] = frozenset()) -> Said:
    """The words of ``text``; ``compounds`` are hyphenated words that count as one (« tekeli-li »)."""
    words: list[str] = []
    parts: list[str] = []
    for token in _TOKEN.findall(fold(text)):
        if token in compounds:
            words.append(token)
            parts.append(token)
            continue
        for piece in token.split("-"):
            words.extend(_apostrophe_words(piece))
            parts.extend(p for p in piece.split("'") if p)
    return Said(tuple(words), tuple(parts), tuple(_spelled(parts)))


def _apostrophe_words(piece: str) -> list[str]:
    """« j'ai » is one word, « qui'a'des » three: only elisions and contractions join across ``'``."""
    pieces = piece.split("'")
    out = [pieces[0]]
    for k, nxt in enumerate(pieces[1:], start=1):
        if pieces[k - 1] in _ELISIONS or nxt in _CONTRACTIONS:
            out[-1] = f"{out[-1]}'{nxt}"
        else:
            out.append(nxt)
    return out


def _spelled(parts: list[str]) -> list[str]:
    runs: list[str] = []
    run: list[str] = []
    for part in [*parts, ""]:
        if len(part) == 1:
            run.append(part)
            continue
        if len(run) > 1:
            runs.append("".join(run))
        run = []
    return runs


def is_number(word: str) -> bool:
    """A digit, a number word (plural too), an ordinal (« troisième », « sixth »)."""
    if any(c.isdigit() for c in word):
        return True
    if word in NUMBER_WORDS or (word.endswith("s") and word[:-1] in NUMBER_WORDS):
        return True
    if word.endswith("ieme") and len(word) > 4:
        return True
    if word in _IRREGULAR_ORDINALS:
        return True
    return word.endswith("th") and (word[:-2] in NUMBER_WORDS or word.endswith("ieth"))


FIRST_PERSON = frozenset(
    {"je", "j", "me", "m", "moi", "mon", "ma", "mes", "mien", "mienne", "miens", "miennes", "i", "my", "mine", "myself"}
)
"""First-person singular forms (French and English): who speaks of themself in the third person uses none."""
_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+")


def last_sentence(text: str) -> str:
    """The last sentence of a line that holds any word (« Qui ? Posez vite ! » gives « Posez vite ! »)."""
    sentences = [s for s in _SENTENCE_END.split(text.strip()) if _TOKEN.search(fold(s))]
    return sentences[-1] if sentences else ""


def after_words(text: str, count: int, compounds: frozenset[str] = frozenset()) -> str:
    """The raw text that follows the first ``count`` words of ``text`` (as :func:`parse` counts them)."""
    if count <= 0:
        return text
    seen = 0
    for match in _TOKEN.finditer(text.replace("’", "'").replace("‘", "'")):
        token = fold(match.group())
        seen += 1 if token in compounds else sum(len(_apostrophe_words(p)) for p in token.split("-"))
        if seen >= count:
            return text[match.end() :]
    return ""
