"""The log told in sentences: each event as a sentence in the reader's language.

A game tells its events in a ``sentences`` module beside its ``engine.py`` (found by that name, like
``bots.py`` and ``stats.py``), holding::

    SENTENCES: GameSentences  # its catalogue and  tell(event, actor, lang) -> str | None

``tell`` receives the event **as the reader may see it** (the output of ``engine.event_view``, or the
whole event in an omniscient log), the seat whose command produced it (``None``: the server) and the
language. It reads nothing else (no state, no clock): a sentence can only say what the reader's copy of
the event holds, so it never tells a seat a secret its view does not hold. ``None`` (or a missing
module) falls back to a plain sentence naming what happened (:func:`fallback`).

The platform's own events (chat, undo, seats, stand-ins) are told here (:func:`platform_sentence`).
Players are named by :func:`seat_name`: "Player 1" for seat 0 (numbers shown from 1), as on the page.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from importlib import import_module
from typing import Any

from domain.contract import Engine, Event
from domain.texts import Catalogue

Teller = Callable[[Event, int | None, str], str | None]


@dataclass(frozen=True)
class GameSentences:
    """A game's sentences: ``tell(event, actor, lang)`` and the catalogue its templates live in.

    ``tags`` lists the event tags the game tells itself (a test requires every event type of the game
    among them, in every language of the catalogue)."""

    game: str
    tell: Teller
    catalogue: Catalogue
    tags: frozenset[str]


_PLATFORM = Catalogue(
    {
        "player": {"en": "Player {n}", "fr": "Joueur {n}"},
        "server": {"en": "The table", "fr": "La table"},
        "match_created": {
            "en": "The match is set up for {seats} players.",
            "fr": "La partie est mise en place pour {seats} joueurs.",
        },
        "match_created.one": {
            "en": "The match is set up for one player.",
            "fr": "La partie est mise en place pour un joueur.",
        },
        "chat_posted": {"en": "{who} says: “{text}”", "fr": "{who} dit : « {text} »"},
        "chat_posted.to": {"en": "{who} says to {to}: “{text}”", "fr": "{who} dit à {to} : « {text} »"},
        "undo_requested": {
            "en": "{who} asks to take back the last moves.",
            "fr": "{who} demande à reprendre les derniers coups.",
        },
        "undo_answered.yes": {"en": "{who} agrees to take them back.", "fr": "{who} accepte de les reprendre."},
        "undo_answered.no": {"en": "{who} refuses to take them back.", "fr": "{who} refuse de les reprendre."},
        "undone": {"en": "The last moves are taken back.", "fr": "Les derniers coups sont repris."},
        "token_issued": {"en": "A seat's key was issued.", "fr": "La clé d'une place a été remise."},
        "token_revoked": {"en": "A seat's key was withdrawn.", "fr": "La clé d'une place a été retirée."},
        "invitation_issued": {"en": "An invitation was sent.", "fr": "Une invitation a été envoyée."},
        "invitation_accepted": {"en": "A player takes a seat.", "fr": "Un joueur prend place."},
        "stand_in_started": {
            "en": "A bot stands in for {who}.",
            "fr": "Un robot remplace {who}.",
        },
        "stand_in_ended": {"en": "{who} is back at the table.", "fr": "{who} revient à la table."},
        "stand_in_acted": {"en": "The bot standing in for {who} plays.", "fr": "Le robot qui remplace {who} joue."},
        "redacted": {"en": "Something hidden from you happens.", "fr": "Il se passe quelque chose qui vous est caché."},
        "fallback": {"en": "{who}: {what}.", "fr": "{who} : {what}."},
        "fallback.server": {"en": "{what}.", "fr": "{what}."},
    }
)


def seat_name(seat: int | None, lang: str) -> str:
    """How a player is named in the log and on the page: "Player 1" for seat 0, "The table" for none."""
    if seat is None:
        return _PLATFORM.text("server", lang)
    return _PLATFORM.text("player", lang, n=seat + 1)


def names(seats: Iterable[int], lang: str) -> str:
    """Several players: "Player 1, Player 3 and Player 4" ("et" in French)."""
    listed = [seat_name(s, lang) for s in seats]
    if len(listed) < 2:
        return "".join(listed)
    joiner = " et " if lang == "fr" else " and "
    return ", ".join(listed[:-1]) + joiner + listed[-1]


def listing(items: Iterable[str], lang: str) -> str:
    """Items joined as a sentence lists them: "a, b and c" ("et" in French)."""
    listed = list(items)
    if len(listed) < 2:
        return "".join(listed)
    joiner = " et " if lang == "fr" else " and "
    return ", ".join(listed[:-1]) + joiner + listed[-1]


def signed(n: int) -> str:
    """An amount with its sign: "+2", "−1" (a real minus sign)."""
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


def sentences_for(engine: Engine[Any, Any]) -> GameSentences | None:
    """The ``SENTENCES`` of the ``sentences`` module beside the engine's class (or the class it derives
    from, for a test's subclass of a real engine), if it has one."""
    kind = type(engine)
    if kind in _FOUND:
        return _FOUND[kind]
    found: GameSentences | None = None
    for cls in type(engine).__mro__:
        package = cls.__module__.rpartition(".")[0]
        if cls is Engine or not package:
            break
        try:
            module = import_module(f"{package}.sentences")
        except ModuleNotFoundError as error:
            if error.name != f"{package}.sentences":
                raise
            continue
        found = module.SENTENCES
        if found is None or found.game != engine.game:
            raise ValueError(f"{package}.sentences declares another game than {engine.game!r}")
        break
    _FOUND[kind] = found
    return found


_FOUND: dict[type, GameSentences | None] = {}
"""Per engine class, not per game: a test's wrapper of a game (a class of its own) that has no sentences
must not leave the real engine of that game without its own."""


def fallback(tag: str, actor: int | None, lang: str) -> str:
    """A plain sentence for an event no game sentence tells: who, and the event's name in words."""
    what = tag.replace("_", " ")
    what = what[:1].upper() + what[1:]
    if actor is None:
        return _PLATFORM.text("fallback.server", lang, what=what)
    return _PLATFORM.text("fallback", lang, who=seat_name(actor, lang), what=what.lower())


def platform_sentence(tag: str, data: Any, actor: int | None, lang: str) -> str | None:
    """The sentence of one of the platform's events as the log shows it (``data``: the entry's data,
    ``None`` for credential events, a dict for the public part of ``match_created``), else ``None``."""
    seat = _field(data, "seat", actor)
    who = seat_name(seat, lang)
    if tag == "match_created":
        seats = int(_field(data, "seats", 1))
        return _PLATFORM.text("match_created" if seats != 1 else "match_created.one", lang, seats=seats)
    if tag == "chat_posted":
        to = _field(data, "to", None)
        text = str(_field(data, "text", ""))
        if to:
            return _PLATFORM.text("chat_posted.to", lang, who=who, to=names(to, lang), text=text)
        return _PLATFORM.text("chat_posted", lang, who=who, text=text)
    if tag == "undo_answered":
        return _PLATFORM.text(
            "undo_answered.yes" if _field(data, "accept", False) else "undo_answered.no", lang, who=who
        )
    if tag == "redacted":
        return _PLATFORM.text("redacted", lang)
    if _PLATFORM.has(tag):
        return _PLATFORM.text(tag, lang, who=who)
    return None


def _field(data: Any, name: str, default: Any) -> Any:
    if isinstance(data, dict):
        return data.get(name, default)
    return getattr(data, name, default)


def tell(engine: Engine[Any, Any], tag: str, data: Any, actor: int | None, *, platform: bool = False) -> str:
    """The log's sentence for one entry, in ``engine.lang``: ``data`` is what the reader may see of the
    event (``None`` when it sees nothing of it or it is a credential event); ``platform``: one of the
    platform's events (or ``redacted``), told here rather than by the game."""
    lang = engine.lang
    if platform:
        said = platform_sentence(tag, data, actor, lang)
        if said is not None:
            return said
    game = sentences_for(engine)
    if game is not None and isinstance(data, Event):
        try:
            told = game.tell(data, actor, lang)
        except Exception:  # a sentence must never fail a command or a log: the plain one then
            told = None
        if told is not None:
            return told
    return fallback(tag, _field(data, "seat", actor), lang)
