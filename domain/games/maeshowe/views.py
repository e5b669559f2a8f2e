"""What each seat may know: hands are private, the deck order is secret to everyone (except the top
cards a seat saw and put back with Espoir), discards and the line are public."""

from __future__ import annotations

import msgspec

from domain.contract import Event, Prompt
from domain.games.maeshowe import events as ev
from domain.games.maeshowe.cards import CARD_NAME_FR, CARD_RUNE, CARD_TYPE, RUNE_NAME
from domain.games.maeshowe.legal import outcome_detail, prompts
from domain.games.maeshowe.options import MAX_FOOD, MaeshoweOptions
from domain.games.maeshowe.rules import haste_forced
from domain.games.maeshowe.state import MaeshoweState
from domain.games.maeshowe.texts import TEXTS
from domain.redaction import EventRule, RulesByClass, shown


class CardView(msgspec.Struct, frozen=True):
    """A visible card, with its name and effect in the reader's language (``Accept-Language``)."""

    id: int
    """The physical card's id: its position in the game's card list (``content/cards.json``), stable
    across matches (two copies of a card have two ids)."""
    type: str
    """The card's kind (``dig``, ``hope``, ``raven``...): what it does; ``name`` says it in words."""
    name: str
    """In the reader's language."""
    name_fr: str
    """The rulebook's (French) name, whatever the language."""
    rune: str
    """The card's rune: ``red``, ``blue``, ``joker`` (counts as either) or ``none``."""
    effect: str
    """What the card does when played and when discarded (the rulebook's card text), in the reader's language."""
    used: bool = False
    """A Dig (or Espoir) of a scored set, wherever it is now: it never counts again (R-Q-3)."""


class LineCardView(msgspec.Struct, frozen=True):
    """A card of the line (the played cards, left to right)."""

    card: CardView
    """The card."""
    used: bool
    """Part of a scored Dig set: never counts again (R-Q-3)."""
    counts_as: str | None
    """Espoir on the line: the Dig rune it counts as."""


class PlayerView(msgspec.Struct, frozen=True):
    """One player: hand (its owner's eyes only), discard pile, health track and the Jarl token."""

    seat: int
    """The player's seat."""
    hand: list[CardView] | None
    """The hand's cards, for this player's own seat only (``null`` for every other reader)."""
    hand_count: int
    """How many cards the hand holds (public)."""
    discard: list[CardView]
    """Top card last."""
    health: int
    """Health points left (the match is lost when a player's last one goes)."""
    max_health: int
    """The health track's top: health cannot rise above it (madness lowers it)."""
    jarl: bool
    """Holds the Jarl token (2 players, R-Q-2): may pass it instead of playing and discarding."""


class MaeshoweView(msgspec.Struct, frozen=True):
    seat: int | None
    """The seat this view is for (``null``: a spectator's)."""
    options: MaeshoweOptions
    """The match's options, as created."""
    players: list[PlayerView]
    """Every player, by seat."""
    line: list[LineCardView]
    """The line of played cards, left to right (each play goes at the right end)."""
    deck_count: int
    """Cards left in the draw deck."""
    known_top: list[CardView]
    """Top cards of the deck this seat saw and put back (top first)."""
    food: int
    """Food tokens on the food track (eating spends them)."""
    max_food: int
    """The food track's top (4): food never rises above it."""
    passages: int
    """Passage tokens left: the players escape (win) when the last one is removed."""
    starting_passages: int
    """Passage tokens at the start (set by the difficulty, or the ``passages`` option)."""
    turn: int
    """The turn number, from 1 (0 before the first turn starts)."""
    active_seat: int
    """The seat whose turn it is."""
    played: bool
    """The active player has played this turn's card."""
    discarded: bool
    """The active player has discarded this turn's card."""
    must_play_haste: bool | None
    """Only shown to the active seat (it follows from their hand); false once played, or lapsed for want of
    food (interpretation 10)."""
    prompts: list[Prompt]
    """The pending question (a card's choice, or the active seat's turn), whoever must answer it."""
    finished: bool
    """The match is over."""
    result: str | None
    """``won`` (escaped) or ``lost``, for the whole table; ``null`` while the match runs."""
    reason: str
    """Why it ended: ``escaped`` (won), ``health`` (a player's last health point went) or ``cannot_act``
    (the active player could not play or discard, R-Q-2); empty while the match runs."""
    detail: str
    """Why it ended, in the reader's language; empty while the match runs."""
    deck: list[CardView] | None = None
    """Only in the omniscient view (a finished match's replay, an admin): the deck, top first."""


def card_view(card: int, used: bool = False, lang: str = "en") -> CardView:
    kind = CARD_TYPE[card]
    name = TEXTS.text(f"card.{kind}.name", lang)
    effect = TEXTS.text(f"card.{kind}.effect", lang)
    return CardView(card, kind, name, CARD_NAME_FR[card], RUNE_NAME[CARD_RUNE[card]], effect, used)


def view(s: MaeshoweState, seat: int | None, lang: str = "en") -> MaeshoweView:
    """What ``seat`` may know, its texts in ``lang``: a card's effect appears only with the card itself."""
    used = set(s.used)
    players = [
        PlayerView(
            seat=p,
            hand=[card_view(c, c in used, lang) for c in s.hands[p]] if p == seat else None,
            hand_count=len(s.hands[p]),
            discard=[card_view(c, c in used, lang) for c in s.discards[p]],
            health=s.health[p],
            max_health=s.max_health[p],
            jarl=s.jarl == p,
        )
        for p in range(s.seats)
    ]
    known = s.known_top[seat] if seat is not None else 0
    line = [
        LineCardView(
            card_view(c, c in used, lang),
            c in used,
            RUNE_NAME[s.hope_runes[c]] if c in s.hope_runes else None,
        )
        for c in s.line
    ]
    return MaeshoweView(
        seat=seat,
        options=s.options,
        players=players,
        line=line,
        deck_count=len(s.deck),
        known_top=[card_view(s.deck[-1 - i], s.deck[-1 - i] in used, lang) for i in range(known)],
        food=s.food,
        max_food=MAX_FOOD,
        passages=s.passages,
        starting_passages=s.starting_passages,
        turn=s.turn,
        active_seat=s.active,
        played=s.played,
        discarded=s.discarded,
        must_play_haste=haste_forced(s, seat) if seat == s.active else None,
        prompts=prompts(s, lang),
        finished=s.result is not None,
        result=s.result,
        reason=s.reason,
        detail=outcome_detail(s, lang),
    )


def event_view(event: Event, seat: int | None) -> Event | None:
    """Redact secrets: other seats' cards become counts; deck orders are never shown while playing.

    Dispatched on the event's class (its rule looked up once per class, as Big Book does): most
    events are shown as they are, and the analytics projector asks for every event's view."""
    return _RULES(event, seat)


def _own_cards(event: Event, seat: int | None) -> Event | None:
    assert isinstance(event, ev.CardsDrawn | ev.HopePeeked)
    return event if event.seat == seat else msgspec.structs.replace(event, cards=[])


def _hands(event: Event, seat: int | None) -> Event | None:
    assert isinstance(event, ev.HandsDealt)
    hands = [h if i == seat else [] for i, h in enumerate(event.hands)]
    return msgspec.structs.replace(event, hands=hands)


def _no_deck(event: Event, seat: int | None) -> Event | None:
    return msgspec.structs.replace(event, deck=[])


def _given(event: Event, seat: int | None) -> Event | None:
    assert isinstance(event, ev.CardGiven)
    return event if seat in (event.seat, event.to) else msgspec.structs.replace(event, card=None)


def _hope_resolved(event: Event, seat: int | None) -> Event | None:
    assert isinstance(event, ev.HopeResolved)
    return event if event.seat == seat else msgspec.structs.replace(event, taken=[], put_back=[])


def _turn_started(event: Event, seat: int | None) -> Event | None:
    assert isinstance(event, ev.TurnStarted)
    return event if event.seat == seat else msgspec.structs.replace(event, must_play_haste=None)


def _rule_of(cls: type) -> EventRule:
    """The rule for events of class ``cls`` (the first that applies, in the order above)."""
    if issubclass(cls, ev.CardsDrawn):
        return _own_cards
    if issubclass(cls, ev.HandsDealt):
        return _hands
    if issubclass(cls, ev.MatchStarted | ev.DiscardShuffledIntoDeck | ev.CardsShuffledIntoDeck | ev.DeckShuffled):
        return _no_deck
    if issubclass(cls, ev.CardGiven):
        return _given
    if issubclass(cls, ev.HopePeeked):
        return _own_cards
    if issubclass(cls, ev.HopeResolved):
        return _hope_resolved
    if issubclass(cls, ev.TurnStarted):
        return _turn_started
    return shown


_RULES = RulesByClass(_rule_of)
