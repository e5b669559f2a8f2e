"""What a seat may know, and the redaction of events for a seat.

Hidden information: every hand (its owner sees it), every deck's order (nobody), the face-down
library spells, the unturned grimoire pages and the curse piles' order. Discards, supports, spells,
the board, the reserve and destroyed cards are public ("Il est autorisé de regarder les cartes qui
sont détruites"; cards are discarded face up).
"""

from __future__ import annotations

import msgspec

from domain.contract import Event, Prompt
from domain.games.bigbook import events as ev
from domain.games.bigbook.action_phase import curse_cost
from domain.games.bigbook.content import CONTENT, StartingCards, spell_of
from domain.games.bigbook.legal import acting_seat, prompts
from domain.games.bigbook.state import State
from domain.games.bigbook.texts import content as tr
from domain.redaction import EventRule, RulesByClass, shown


class SpellView(msgspec.Struct, frozen=True):
    """A spell in a player's grimoire row."""

    id: str
    """The spell's id (a basic spell's copy is ``<id>@<seat + 1>``)."""
    name: str
    """In the reader's language."""
    element: str
    """The spell's element (``water``, ``fire``, ``earth``, ``air``)."""
    level: int
    """Its level: the activation cost, in element value, paid once per power point (R-B-2)."""
    text: str
    """What it does, in the reader's language."""
    exhausted: bool
    """Activated since its owner's turn began: it cannot be activated again until their next turn."""
    neutralised: bool
    """Turned face down by a curse or monster: no effect until restored."""


class MagicianView(msgspec.Struct, frozen=True):
    """A magician's sheet: what a player chooses from (« Chaque joueur choisit un Magicien »)."""

    id: str
    """The magician's id (what ``choose_magician`` sends)."""
    name: str
    """The magician's name."""
    power: str
    """The magician's power, in the reader's language (usable once per turn)."""
    elements: list[StartingCards]
    """The element cards the magician starts with."""
    taken_by: int | None
    """The seat that chose this magician (``null``: still free)."""


class PlayerView(msgspec.Struct, frozen=True):
    """One player: magician, cards (ids such as ``water-2-07``, ``madness-03``) and spells."""

    seat: int
    """The player's seat."""
    magician: str
    """The chosen magician's id (empty before the choice)."""
    power_text: str
    """The magician's power, in the reader's language (empty before the choice)."""
    power_used: bool
    """The power was used this turn (once per turn)."""
    eliminated: bool
    """Out of the game: 6 Madness cards in hand after recovery (its cards and spells went to the box)."""
    hand: list[str] | None
    """The hand's card ids, for this player's own seat only (``null`` for every other reader)."""
    hand_count: int
    """How many cards the hand holds (public)."""
    deck_count: int
    """Cards left in the player's deck."""
    deck_known_top: list[str]
    """Card ids put face up on top of the deck, whose identity is public (top first)."""
    discard: list[str]
    """The discard pile's card ids (face up, public)."""
    support: list[str]
    """Card ids put face up in support (public)."""
    spells: list[SpellView]
    """The player's spells."""
    deck: list[str] | None = None
    """Only in the omniscient view (a finished match's replay, an admin): the deck in order, top first."""


class CurseView(msgspec.Struct, frozen=True):
    """A curse on the invocation track."""

    slot: str
    """Its space on the track: ``2``, ``3L``, ``3R``, ``4`` or ``5`` (R-B-4)."""
    curse: str
    """The curse card's id (``<curse>-<k>``)."""
    element: str
    """Its element (``water``, ``fire``, ``earth``, ``air``), or ``multi``."""
    text: str
    """What it does, in the reader's language."""
    neutralised: bool
    """Turned face down: no effect until restored."""
    madness_under: int
    """Madness cards lying under it (a monster's "Placez 1 Folie sous chaque Malédiction")."""
    cost: int
    """The element value to pay to destroy it now: 4 plus the element's tokens (4 for ``multi``)."""


class LibraryView(msgspec.Struct, frozen=True):
    """An element's library pile of spells to learn (only the top one is face up)."""

    element: str
    """The pile's element."""
    top: str | None
    """The face-up top spell's id (``null``: the pile is empty)."""
    top_name: str | None
    """Its name, in the reader's language."""
    top_text: str | None
    """What it does, in the reader's language."""
    count: int
    """Spells left in the pile."""


class MonsterView(msgspec.Struct, frozen=True):
    """The monster of the grimoire's open page."""

    page: str
    """The page's id."""
    name: str
    """The monster's name, in the reader's language."""
    text: str
    """Its text, in the reader's language."""
    curses: list[str]
    """The elements of the curses its page brings."""
    madness_under_curses: bool
    """Its curses come with a Madness card under each ("Placez 1 Folie sous chaque Malédiction")."""


class BigBookView(msgspec.Struct, frozen=True):
    """What a seat sees of The Big Book of Madness."""

    seat: int | None
    """The seat this view is for (``null``: a spectator's)."""
    phase: str
    """The turn's phase: ``magicians`` (choosing), ``monster``, ``action``, ``recovery``, or ``over``."""
    magicians: list[MagicianView]
    """Every magician sheet, with who took it."""
    turn: int
    """The turn number (0 while magicians are chosen)."""
    active: int
    """The active player's seat."""
    acting: int | None
    """The seat that may act now (the active player, or one granted actions by a spell); ``null``: none."""
    difficulty: int
    """The difficulty column, 1 to 3 (I, II, III)."""
    mode: str
    """The game mode: ``normal``, ``terreur`` or ``cauchemar``."""
    round: int
    """The round marker's row (1-6)."""
    invocation: int
    """The invocation marker: 0 on the Invocation space, 1-5 on the numbered spaces."""
    pages_turned: int
    """Grimoire pages turned so far (the match's score)."""
    monster: MonsterView | None
    """The open page's monster (``null`` before the first page is turned)."""
    bonus_text: str
    """The next page's bonus when the monster is defeated, in the reader's language."""
    failure_text: str
    """The next page's failure effect, in the reader's language."""
    next_curses: list[str]
    """The elements of the curses the next page's monster brings."""
    board: list[CurseView]
    """The curses on the invocation track."""
    tokens: dict[str, int]
    """Per element, the tokens on it (each adds 1 to that element's curses' destroy cost)."""
    madness_pile: int
    """Madness cards left in the pile (the match is lost when one must be taken from an empty pile)."""
    reserve: dict[str, int]
    """Cards left in each face-up reserve pile, keyed ``<element>-<value>`` (value 2 or 3)."""
    library: list[LibraryView]
    """Each element's library pile."""
    curse_piles: dict[str, int]
    """Cards left in each curse pile."""
    curse_pile_bottom: dict[str, list[str]]
    """Per curse pile, the bottom cards put back face up (known to all)."""
    players: list[PlayerView]
    """Every player, by seat."""
    destroyed: list[str]
    """Destroyed card ids (public)."""
    destroyed_spells: list[str]
    """Destroyed spell ids."""
    destroyed_curses: list[str]
    """Destroyed curse ids."""
    box_count: int
    """Cards in the game box (out of play)."""
    prompts: list[Prompt]
    """Every pending question, whoever must answer it."""
    result: str
    """``won``, ``lost``, or empty while the match runs."""
    reason: str
    """Why it ended: ``final_monster_defeated``, ``final_monster_not_defeated``, ``all_players_mad`` or
    ``madness_pile_empty``; empty while the match runs."""
    detail: str
    """Why it ended, in words; empty while the match runs."""
    grimoire: list[str] | None = None
    """Only in the omniscient view: every page of the grimoire in order, the unturned ones included."""
    library_piles: dict[str, list[str]] | None = None
    """Only in the omniscient view: each element's library pile, top (face up) first."""
    curse_pile_order: dict[str, list[str]] | None = None
    """Only in the omniscient view: each curse pile in order, top first."""


def _player_view(state: State, seat: int, viewer: int | None, lang: str = "fr") -> PlayerView:
    player = state.players[seat]
    power_text = tr(CONTENT.magicians[player.magician].power.text, lang) if player.magician else ""
    return PlayerView(
        seat=seat,
        magician=player.magician,
        power_text=power_text,
        power_used=player.power_turn == state.turn and state.turn > 0,
        eliminated=player.eliminated,
        hand=list(player.hand) if viewer == seat else None,
        hand_count=len(player.hand),
        deck_count=len(player.deck),
        deck_known_top=list(player.deck[: player.deck_known]),
        discard=list(player.discard),
        support=list(player.support),
        spells=[
            SpellView(
                id=slot.id,
                name=tr(spell_of(slot.id).name, lang),
                element=spell_of(slot.id).element,
                level=spell_of(slot.id).level,
                text=tr(spell_of(slot.id).text, lang),
                exhausted=slot.exhausted,
                neutralised=slot.neutralised >= 0,
            )
            for slot in player.spells
        ],
    )


def view(state: State, seat: int | None, lang: str = "fr") -> BigBookView:
    monster: MonsterView | None = None
    bonus_text = failure_text = ""
    next_curses: list[str] = []
    if state.pages_turned:
        page = CONTENT.pages[state.grimoire[state.pages_turned - 1]]
        assert page.monster is not None
        monster = MonsterView(
            page=page.id,
            name=tr(page.monster.name, lang),
            text=tr(page.monster.text, lang),
            curses=list(page.monster.curses),
            madness_under_curses=page.monster.madness_under_curses,
        )
        front = CONTENT.pages[state.grimoire[state.pages_turned]]
        bonus_text, failure_text = tr(front.bonus_text, lang), tr(front.failure_text, lang)
        if front.monster is not None:
            next_curses = list(front.monster.curses)
    library = []
    for element, pile in state.library.items():
        top = pile[0] if pile else None
        library.append(
            LibraryView(
                element=element,
                top=top,
                top_name=tr(spell_of(top).name, lang) if top else None,
                top_text=tr(spell_of(top).text, lang) if top else None,
                count=len(pile),
            )
        )
    taken = {p.magician: p.seat for p in state.players if p.magician}
    magicians = [
        MagicianView(
            id=m.id, name=m.name, power=tr(m.power.text, lang), elements=list(m.elements), taken_by=taken.get(m.id)
        )
        for m in CONTENT.magicians.values()
    ]
    return BigBookView(
        seat=seat,
        phase=state.phase,
        magicians=magicians,
        turn=state.turn,
        active=state.active,
        acting=acting_seat(state),
        difficulty=state.options.difficulty,
        mode=state.options.mode,
        round=state.monster_round,
        invocation=state.invocation,
        pages_turned=state.pages_turned,
        monster=monster,
        bonus_text=bonus_text,
        failure_text=failure_text,
        next_curses=next_curses,
        board=[
            CurseView(
                slot=slot.slot,
                curse=slot.curse,
                element=CONTENT.curses[slot.curse].element,
                text=tr(CONTENT.curses[slot.curse].text, lang),
                neutralised=slot.neutralised >= 0,
                madness_under=len(slot.madness),
                cost=curse_cost(state, slot.curse),
            )
            for slot in state.board
            if slot.curse
        ],
        tokens=dict(state.tokens),
        madness_pile=len(state.madness_pile),
        reserve={key: len(pile) for key, pile in state.reserve.items()},
        library=library,
        curse_piles={key: len(pile) for key, pile in state.curse_piles.items()},
        curse_pile_bottom={
            key: list(pile[len(pile) - state.curse_known[key] :]) for key, pile in state.curse_piles.items()
        },
        players=[_player_view(state, p.seat, seat, lang) for p in state.players],
        destroyed=list(state.destroyed),
        destroyed_spells=list(state.destroyed_spells),
        destroyed_curses=list(state.destroyed_curses),
        box_count=len(state.box),
        prompts=prompts(state, lang),
        result=state.result,
        reason=state.reason,
        detail=state.detail,
    )


def event_view(event: Event, seat: int | None) -> Event | None:
    """Draws show their cards to the drawer only, gifts to giver and receiver; shuffles never show
    an order; the set-up hides the grimoire, the face-down library and the curse piles; the engine's
    scheduling (the pending-work queue) is bookkeeping, shown to nobody.

    Dispatched on the event's class (its rule looked up once per class): most events are shown as
    they are, and a chain of ``isinstance`` checks against unions cost each of them about 2 us,
    a tenth of the analytics projector's time per event."""
    return _RULES(event, seat)


def _hidden(event: Event, seat: int | None) -> Event | None:
    return None


def _set_up(event: Event, seat: int | None) -> Event | None:
    assert isinstance(event, ev.MatchSetUp)
    return msgspec.structs.replace(
        event,
        grimoire=[],
        library={element: pile[:1] for element, pile in event.library.items()},
        curse_piles={key: [] for key in event.curse_piles},
    )


def _no_cards(event: Event, seat: int | None) -> Event | None:
    return msgspec.structs.replace(event, cards=[])


def _drawn(event: Event, seat: int | None) -> Event | None:
    assert isinstance(event, ev.CardsDrawn)
    return event if seat == event.seat else msgspec.structs.replace(event, cards=[])


def _given(event: Event, seat: int | None) -> Event | None:
    assert isinstance(event, ev.CardsGiven)
    return event if seat in (event.seat, event.to) else msgspec.structs.replace(event, cards=[])


def _rule_of(cls: type) -> EventRule:
    """The rule for events of class ``cls`` (the first that applies, in the order above)."""
    if issubclass(cls, ev.WorkPending | ev.Scheduled):
        return _hidden
    if issubclass(cls, ev.MatchSetUp):
        return _set_up
    if issubclass(cls, ev.DeckFormed | ev.DeckReshuffled | ev.DiscardShuffledIn):
        return _no_cards
    if issubclass(cls, ev.CardsDrawn):
        return _drawn
    if issubclass(cls, ev.CardsGiven):
        return _given
    return shown


_RULES = RulesByClass(_rule_of)
