"""Player-facing texts in several languages: a game's catalogue of keyed templates.

Rules never depend on a language: an engine bound to one (``Engine.in_language``) renders its labels,
prompts, view texts and refusals through its catalogue, and the service picks the language from the
request. Keys are stable and dotted (``card.hope.effect``); templates use ``str.format`` fields.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

Lang = Literal["en", "fr"]
LANGS: tuple[Lang, ...] = ("en", "fr")
"""Every language a catalogue may hold; the first is the default."""
DEFAULT_LANG: Lang = "en"


class Catalogue:
    """One game's texts: ``key -> {lang: template}``. Every key must exist in every language it declares."""

    def __init__(self, entries: Mapping[str, Mapping[str, str]], languages: tuple[str, ...] = LANGS) -> None:
        self.entries = {key: dict(texts) for key, texts in entries.items()}
        self.languages = languages

    def text(self, key: str, lang: str, **fields: Any) -> str:
        """The template of ``key`` in ``lang`` (the default language if it has none), filled with ``fields``."""
        texts = self.entries[key]
        template = texts.get(lang) or texts[self.languages[0]]
        return template.format(**fields) if fields else template

    def has(self, key: str) -> bool:
        return key in self.entries

    def missing(self) -> list[str]:
        """``key/lang`` pairs with no (or an empty) text: a test requires none."""
        return [
            f"{key}/{lang}" for key, texts in self.entries.items() for lang in self.languages if not texts.get(lang)
        ]


def both(en: str, fr: str) -> dict[str, str]:
    """One catalogue entry in English and in French (the rulebooks' language)."""
    return {"en": en, "fr": fr}
