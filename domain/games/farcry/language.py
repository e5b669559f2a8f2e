"""Far Cry's texts in the reader's language: rules build each text in both, the engine keeps one.

The rules code builds a label, prompt, choice or refusal once with both wordings (`both`), which marks
the pair with three private-use characters; the engine's public methods then keep the half of its
``lang`` (`localise`), so no rule takes a language argument and no rule ever compares a text. A pair
may sit inside a longer text (a label built from a weapon's name pair and a verb pair): each pair is
replaced where it stands, innermost first. The marks never leave the engine: a test walks the
listings of random games in both languages for them.
"""

from __future__ import annotations

import re
from typing import Any, TypeVar

import msgspec

OPEN, SPLIT, CLOSE = "\ue000", "\ue001", "\ue002"
_PAIR = re.compile(f"{OPEN}([^{OPEN}{SPLIT}{CLOSE}]*){SPLIT}([^{OPEN}{SPLIT}{CLOSE}]*){CLOSE}")
T = TypeVar("T")


def both(fr: str, en: str) -> str:
    """One text in French (the rulebook's language) and English, for `localise` to choose from."""
    return f"{OPEN}{fr}{SPLIT}{en}{CLOSE}"


def pick(text: str, lang: str) -> str:
    """``text`` with every pair replaced by its ``lang`` half (French for "fr", else English)."""
    group = 1 if lang == "fr" else 2
    while OPEN in text:
        replaced = _PAIR.sub(lambda m: m.group(group), text)
        if replaced == text:
            break
        text = replaced
    return text


def localise(value: T, lang: str) -> T:
    """``value`` (a struct, list, dict or text, nested) with every marked text in ``lang``; parts
    without a mark are returned as they are (the same objects)."""
    return _walk(value, lang)  # type: ignore[no-any-return]


_MARK = OPEN.encode()


def _unmarked(value: Any) -> bool:
    """Whether ``value`` surely holds no marked text: its JSON has no mark. msgspec encodes every field
    of a struct (no Far Cry struct omits defaults), every list, tuple and dict value, so `_walk` would
    return such a value as it is; encoding is far cheaper than walking it (a view's board has no mark).
    A value msgspec cannot encode is walked."""
    try:
        return _MARK not in msgspec.json.encode(value)
    except (TypeError, ValueError, msgspec.MsgspecError):
        return False


def _walk(value: Any, lang: str) -> Any:
    if isinstance(value, str):
        return pick(value, lang) if OPEN in value else value
    if isinstance(value, (msgspec.Struct, list, tuple, dict)) and _unmarked(value):
        return value
    if isinstance(value, msgspec.Struct):
        changes = {}
        for name in value.__struct_fields__:
            item = getattr(value, name)
            if isinstance(item, (str, list, tuple, dict, msgspec.Struct)):
                new = _walk(item, lang)
                if new is not item:
                    changes[name] = new
        return msgspec.structs.replace(value, **changes) if changes else value
    if isinstance(value, list):
        items = [_walk(item, lang) for item in value]
        return items if any(a is not b for a, b in zip(items, value, strict=True)) else value
    if isinstance(value, tuple):
        items = [_walk(item, lang) for item in value]
        return tuple(items) if any(a is not b for a, b in zip(items, value, strict=True)) else value
    if isinstance(value, dict):
        pairs = {key: _walk(item, lang) for key, item in value.items()}
        return pairs if any(pairs[key] is not item for key, item in value.items()) else value
    return value
