"""What counts as chat text: something a reader can see, free of control characters.

A line of zero-width spaces, joiners or combining marks shows up as an empty bubble (or as nothing)
at every seat, yet it is stored, counted against the chat rate and may trigger a game's speech
rules; NUL and other control characters break terminals, logs and exports. Both are refused with
their own codes, so a client can tell the player why.
"""

from __future__ import annotations

import unicodedata

from domain.contract import RuleViolation

ALLOWED_CONTROLS = frozenset("\n\r\t")
INVISIBLE_CATEGORIES = frozenset({"Cc", "Cf", "Mn", "Me", "Zs", "Zl", "Zp"})
"""Controls, format characters (zero-width space, joiners, BOM...), combining marks and separators."""
INVISIBLE_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")
"""Characters Unicode files as letters or symbols that render as blanks (Hangul fillers, blank Braille)."""


def check_chat_text(text: str) -> None:
    """Refuse control characters (other than line breaks and tabs) and text with nothing visible."""
    for char in text:
        if unicodedata.category(char) == "Cc" and char not in ALLOWED_CONTROLS:
            raise RuleViolation(
                "message_control_characters",
                f"Chat messages may not contain control characters (found U+{ord(char):04X}).",
                status=422,
            )
    if all(unicodedata.category(char) in INVISIBLE_CATEGORIES or char in INVISIBLE_LETTERS for char in text):
        raise RuleViolation(
            "message_invisible",
            "A chat message needs visible text, not only invisible characters (zero-width spaces, joiners, marks).",
            status=422,
        )
