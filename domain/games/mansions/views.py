"""What each seat may know (section 3.3 of the inventory), as views and redacted events.

The board is public to every seat and the spectator: figures, monsters, tokens, counters, barricades,
corpses, a dead investigator's pile, the met barriers, each stack's size, the event deck (in the
scenario's order) and the objective once revealed. The investigators' found items and clues are shown to
all, a clue's text naming the next clue's room (filled in, in the reader's language): at the table
exploration cards lie face up in front of their owner and are traded at step 1 (L46), and the
investigators play as one side, so nothing of theirs is hidden from another investigator. The keeper
(seat 0) adds the story's secrets: the answers, the objective and every room's stack in order. A spell
in hand is hidden from everyone, its holder and the keeper included (H-35, R-H-21): a view shows its
type and the attribute of its test (every card of a type shares its name, text and attribute) under a
per-match handle, ``<type>-<n>`` (the holder's n-th spell of that type), never its card id, which would
name its effect side in the public content pack, nor its test's modifier, which differs from card to
card of a type and so would name it too. Deck orders (spells, mythos, trauma, combat) are known to
nobody. The keeper's hand of mythos and trauma cards (H-21, H-22) is the keeper's: the other seats see
its size.
"""

from __future__ import annotations

import msgspec

from domain.contract import Event
from domain.games.mansions import combat_events as ce
from domain.games.mansions import events as ev
from domain.games.mansions import keeper_events as ke
from domain.games.mansions import rules, turn, view_names
from domain.games.mansions import spell_events as se
from domain.games.mansions.content import CONTENT
from domain.games.mansions.state import Figure, MansionsState

KEEPER = 0


class SpellView(msgspec.Struct, frozen=True):
    """A spell in hand, face side only (R-H-21); ``card`` is shown by the omniscient view alone."""

    handle: str
    """The spell's per-match handle, ``<type>-<n>`` (the holder's n-th spell of that type): what commands send."""
    spell_type: str
    """The spell's type (every card of a type shares its name, text and test attribute)."""
    attribute: str
    """The attribute its casting test uses."""
    card: str | None = None
    """The card's id: in the omniscient view only (``null`` otherwise)."""


class ClueView(msgspec.Struct, frozen=True):
    """A clue card in an investigator's hand, face up (L46): its name and text in the reader's
    language, the text naming the room of the next clue (``{room}`` filled in; H-1)."""

    card: str
    """The clue card's id."""
    number: int
    """Its number in the story's chain of clues."""
    name: str
    """Its name, in the reader's language."""
    text: str
    """Its text, naming the room of the next clue, in the reader's language."""


class ModifierView(msgspec.Struct, frozen=True):
    """A lasting change to one of an investigator's attributes."""

    stat: str
    """The attribute changed."""
    amount: int
    """By how much (positive or negative)."""
    duration: str
    """How long it lasts, as a code of the effect that set it."""


class InvestigatorView(msgspec.Struct, frozen=True):
    """An investigator in play (or dead: ``alive`` false, ``space`` null); public."""

    seat: int
    """The seat that plays it."""
    investigator: str
    """The investigator's id."""
    physical: str
    """Its physical trait's id."""
    mental: str
    """Its mental trait's id."""
    space: str | None
    """The space it stands in (``null``: dead)."""
    health: int
    """Health left (damage lowers it)."""
    sanity: int
    """Sanity left (horror lowers it)."""
    max_health: int
    """Its health at full."""
    max_sanity: int
    """Its sanity at full."""
    skill_points: int
    """Skill points left to add to tests."""
    skill_ready: bool
    """A skill point is readied for its next test (version-1 events; points are now asked at each test)."""
    skill_test: str | None
    """The kind of test a point readied by version-1 events is for (a ``TestRolled.why``)."""
    stun: int
    """Stun tokens on it."""
    hidden: bool
    """Hidden in a hiding spot (H-52)."""
    alive: bool
    """Still alive."""
    items: list[str]
    """The ids of the items it carries (face up)."""
    clues: list[ClueView]
    """The clue cards it holds (face up)."""
    spells: list[SpellView]
    """Its spells in hand, face side only (R-H-21)."""
    modifiers: list[ModifierView]
    """Lasting changes to its attributes."""
    traumas: list[str] = []
    """Trauma cards in play on the investigator, face up (H-24, H-25)."""


class MonsterView(msgspec.Struct, frozen=True):
    """A monster in play."""

    uid: int
    """The monster's id in this match (what commands name it by)."""
    kind: str
    """The monster's kind."""
    space: str
    """The space it stands in."""
    wounds: int
    """Wounds taken, against its kind's health (H-45)."""
    stun: int
    """Stun tokens on it (H-45)."""


class SecretsView(msgspec.Struct, frozen=True):
    """The keeper's story (L11, H-2): the answers, the objective and each room's stack, top first; and
    the keeper's hand of mythos and trauma cards (H-21, H-22)."""

    answers: dict[str, str]
    """The story's answers: question -> chosen answer (L11)."""
    objective: str
    """The secret objective's id."""
    stacks: dict[str, list[str]]
    """Each room's exploration stack, top first."""
    hand: list[str] = []
    """The keeper's mythos and trauma cards."""


class DecksView(msgspec.Struct, frozen=True):
    """Deck orders, top first: known to no seat, shown by the omniscient view only."""

    spells: dict[str, list[str]]
    """Each spell type's deck."""
    mythos: list[str]
    """The mythos deck."""
    trauma: list[str]
    """The trauma deck."""
    combat: dict[str, list[str]]
    """Each monster class's combat deck."""


class MansionsView(msgspec.Struct, frozen=True):
    """What a seat may know: the public board, plus ``secrets`` for the keeper (seat 0). ``objective``
    is the revealed objective (every seat); ``decks`` and spells' ``card`` are the omniscient view's."""

    game: str
    """Always ``mansions``."""
    seat: int | None
    """The seat this view is for (``null``: a spectator's; seat 0 is the keeper)."""
    phase: str
    """The round's phase: ``setup``, ``investigators`` (their turns), ``trade``, ``keeper`` (the keeper's
    steps), or ``over``."""
    round: int
    """The round number (0 during the set-up)."""
    active: int | None
    """The investigator's seat whose turn it is (``null``: none now)."""
    threat: int
    """Threat tokens the keeper holds, spent on keeper actions."""
    time: int
    """Time tokens on the event deck's top card: it resolves when they reach the card's time (R-H-17)."""
    event: str | None
    """The event deck's top card, the active event (``null``: the deck is empty)."""
    events: list[str]
    """The event deck in the scenario's order, top first (public)."""
    investigators: list[InvestigatorView]
    """Every investigator, by seat."""
    monsters: list[MonsterView]
    """The monsters in play."""
    stack_sizes: dict[str, int]
    """Cards left in each room's exploration stack."""
    known_barriers: dict[str, str]
    """Room -> the lock or obstacle card met on top of its stack (public once met)."""
    tokens: dict[str, dict[str, int]]
    """Room tokens: room -> token (``darkness``, ``fire``, ``ritual``, ``corpse``) -> count."""
    barricades: dict[str, str]
    """Barricade token (its set-up space) -> where it lies: a space id, or a door id when it blocks it."""
    corpses: dict[str, int]
    """Corpse markers by space (H-57)."""
    dropped: dict[str, list[str]]
    """Cards a dead investigator left, by space (H-61, R-H-15)."""
    clues_found: list[int]
    """The numbers of the clues found so far."""
    objective: str | None
    """The objective's id once revealed (``null`` before)."""
    winner: str | None
    """``keeper`` or ``investigators`` once the match is over (``null`` while it runs)."""
    reason: str
    """The condition that ended it (the objective's condition, ``no_investigator`` or ``deliver``); empty
    while the match runs."""
    secrets: SecretsView | None = None
    """The keeper's story and hand: in the keeper's view only (``null`` for every other reader)."""
    decks: DecksView | None = None
    """Deck orders: in the omniscient view only."""
    spells_cast: list[str] = []
    """Spells cast so far, face up (H-35, H-36; part 2d): public from their ``spell_cast`` on."""

    hand_size: int = 0
    """How many mythos and trauma cards the keeper holds: public (H-21, H-22); the cards are in
    ``secrets.hand``."""
    names: dict[str, str] = {}
    """The name, in the reader's language, of every content id this view shows (investigators, traits,
    items, monster kinds, spells, cards, the objective, rooms, the story's questions and, keyed
    ``question.answer``, answers): a table shows these, never the ids (issue 34, item 3)."""
    texts: dict[str, str] = {}
    """What each card this view shows says, in the reader's language (items, the objective, events,
    the keeper's cards, locks and obstacles), keyed by its id (issue 34, item 4); for an investigator its
    portrait (who they are, health, sanity, skill points), for a trait its attributes and what it gives
    (issue 34, item 9)."""
    choosable: list[str] = []
    """The investigators a seat may still choose (``choose_investigator``), in the content's order: at
    set-up while a seat has none (H-3), and in play while a dead investigator's seat may take a
    replacement (H-62); empty otherwise. ``names`` and ``texts`` carry each one's name and portrait and
    its traits' names and explanations (issue 34, item 9)."""
    outcome: str | None = None
    """Once the match is over: the winning side and the objective's condition that was met, in one
    sentence of the reader's language ("The keeper wins: High Water has resolved.")."""


def spell_handles(f: Figure) -> list[str]:
    """The handles of ``f``'s spells, in hand order: ``<type>-<n>``, n counting that type from 1. A
    resample re-deals cards within a type and keeps the hand's order, so the handles never move."""
    seen: dict[str, int] = {}
    handles = []
    for card in f.spells:
        kind = CONTENT.spells[card].spell_type
        seen[kind] = seen.get(kind, 0) + 1
        handles.append(f"{kind}-{seen[kind]}")
    return handles


def spell_card(f: Figure, handle: str) -> str | None:
    """The card behind a handle (for commands naming a spell by its handle), None if none."""
    return dict(zip(spell_handles(f), f.spells, strict=True)).get(handle)


def spell_views(f: Figure, cards: bool = False) -> list[SpellView]:
    return [
        SpellView(
            handle=handle,
            spell_type=CONTENT.spells[card].spell_type,
            attribute=CONTENT.spells[card].attribute,
            card=card if cards else None,
        )
        for handle, card in zip(spell_handles(f), f.spells, strict=True)
    ]


def clue_view(s: MansionsState, card: str, lang: str) -> ClueView:
    """``card`` as it reads: its text names the next clue's room in the keeper's story (public once
    found, so every seat reads it; ``rules.next_clue_room``)."""
    spec = CONTENT.exploration[card]
    assert spec.clue is not None
    text = spec.text.get(lang)
    room = rules.next_clue_room(s, spec.clue)
    if room is not None:
        text = text.replace("{room}", rules.ROOM_NAMES[room].get(lang))
    return ClueView(card=card, number=spec.clue, name=spec.name.get(lang), text=text)


def investigator_view(s: MansionsState, f: Figure, lang: str, cards: bool = False) -> InvestigatorView:
    return InvestigatorView(
        seat=f.seat,
        investigator=f.investigator,
        physical=f.physical,
        mental=f.mental,
        space=f.space,
        health=f.health,
        sanity=f.sanity,
        max_health=f.max_health,
        max_sanity=f.max_sanity,
        skill_points=f.skill_points,
        skill_ready=f.skill_ready,
        skill_test=f.skill_test,
        stun=f.stun,
        hidden=f.hidden is not None,
        alive=f.alive,
        items=list(f.items),
        clues=[clue_view(s, card, lang) for card in f.clues],
        spells=spell_views(f, cards),
        modifiers=[ModifierView(m.stat, m.amount, m.duration) for m in f.modifiers],
        traumas=list(f.traumas),
    )


def secrets(s: MansionsState) -> SecretsView | None:
    if s.answers is None or s.objective is None:
        return None
    return SecretsView(
        answers=dict(s.answers),
        objective=s.objective,
        stacks={room: list(cards) for room, cards in sorted(s.stacks.items())},
        hand=list(s.hand),
    )


def view(s: MansionsState, seat: int | None, lang: str = "en") -> MansionsView:
    """What ``seat`` may know, its texts (the clues', the names) in ``lang``."""
    base = MansionsView(
        game="mansions",
        seat=seat,
        phase=s.phase,
        round=s.round,
        active=s.active,
        threat=s.threat,
        time=s.time,
        event=s.event_deck[0] if s.event_deck else None,
        events=list(s.event_deck),
        investigators=[investigator_view(s, f, lang) for _, f in sorted(s.figures.items())],
        monsters=[MonsterView(uid=m.uid, kind=m.kind, space=m.space, wounds=m.wounds, stun=m.stun) for m in s.monsters],
        stack_sizes={room: len(cards) for room, cards in sorted(s.stacks.items())},
        known_barriers={room: s.stacks[room][0] for room in sorted(s.known_barriers) if s.stacks.get(room)},
        tokens={room: dict(sorted(t.items())) for room, t in sorted(s.tokens.items())},
        barricades=dict(sorted(s.barricades.items())),
        corpses=dict(sorted(s.corpses.items())),
        dropped={space: list(cards) for space, cards in sorted(s.dropped.items())},
        clues_found=list(s.clues_found),
        objective=s.objective if s.revealed else None,
        winner=s.winner,
        reason=s.reason,
        secrets=secrets(s) if seat == KEEPER else None,
        spells_cast=list(s.spell_discard),
        hand_size=len(s.hand),
        choosable=turn.available(s) if any(turn.may_choose(s, seat) for seat in range(1, s.seats)) else [],
    )
    return with_labels(base, lang)


def with_labels(v: MansionsView, lang: str) -> MansionsView:
    """``v`` with the names and texts of what it shows, and the end told in words (`view_names`)."""
    names, texts = view_names.labels(v, lang)
    told = view_names.outcome(v.objective or (v.secrets.objective if v.secrets else None), v.winner, v.reason, lang)
    return msgspec.structs.replace(v, names=names, texts=texts, outcome=told)


def hidden_spells(spells: list[str]) -> list[str]:
    """Spell cards in an event as their types only (R-H-21): the card is known to nobody."""
    return [CONTENT.spells[card].spell_type for card in spells]


def event_view(event: Event, seat: int | None) -> Event | None:
    """``event`` as ``seat`` may read it. For every seat: the set-up's decks and a reshuffled combat
        deck are listed in id order, not in their shuffled order (their contents are the public content
        pack's), the spell decks as one type per card, and a spell drawn into a hand is its type only. The
        story's answers, objective and stacks are the keeper's: the others read an empty story (its monsters
        follow as public ``monster_placed`` events). The keeper's draws are the keeper's: the others read their
    count only."""
    if isinstance(event, ev.MatchStarted):
        return msgspec.structs.replace(
            event,
            spell_decks={kind: hidden_spells(cards) for kind, cards in event.spell_decks.items()},
            mythos=sorted(event.mythos),
            trauma=sorted(event.trauma),
            combat={kind: sorted(cards) for kind, cards in event.combat.items()},
        )
    if isinstance(event, ce.CombatShuffled):
        return msgspec.structs.replace(event, deck=sorted(event.deck))
    if isinstance(event, ev.StoryChosen) and seat != KEEPER:
        return msgspec.structs.replace(event, answers={}, objective="", stacks={})
    if isinstance(event, ke.KeeperDrew) and seat != KEEPER:
        return msgspec.structs.replace(event, cards=[])
    if isinstance(event, ev.InvestigatorChosen | ev.Explored):
        return msgspec.structs.replace(event, spells=hidden_spells(event.spells))
    if isinstance(event, ce.TestOffered):  # the held decision is the server's: its command and generator
        held = msgspec.structs.replace(event.prompt, actor=None, command=None, rng=0, answers=[])
        return msgspec.structs.replace(event, prompt=held)
    if isinstance(event, se.SpellDrawn):  # part 2d: a drawn spell is its type until cast (``spell_cast`` reveals it)
        return msgspec.structs.replace(event, card=CONTENT.spells[event.card].spell_type)
    return event
