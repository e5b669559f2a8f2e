"""A first, public-only view (part 1): the board as every seat sees it. The keeper's secrets (the
story, the stacks' contents, the objective before its reveal, deck orders, spell identities, R-H-21)
stay out of every view here; the keeper's and investigators' own views, the redaction of every event
and the non-interference proofs are part 2."""

from __future__ import annotations

import msgspec

from domain.contract import Event
from domain.games.mansions import events as ev
from domain.games.mansions.state import MansionsState


class InvestigatorView(msgspec.Struct, frozen=True):
    seat: int
    investigator: str
    space: str | None
    health: int
    sanity: int
    skill_points: int
    stun: int
    alive: bool
    items: list[str]
    clues: list[str]
    spells: int


class MonsterView(msgspec.Struct, frozen=True):
    uid: int
    kind: str
    space: str
    wounds: int
    stun: int


class MansionsView(msgspec.Struct, frozen=True):
    """What every seat may know in part 1."""

    game: str
    seat: int | None
    phase: str
    round: int
    active: int | None
    threat: int
    time: int
    event: str | None
    investigators: list[InvestigatorView]
    monsters: list[MonsterView]
    stack_sizes: dict[str, int]
    known_barriers: dict[str, str]
    tokens: dict[str, dict[str, int]]
    barricades: dict[str, str]
    objective: str | None
    winner: str | None


def view(s: MansionsState, seat: int | None) -> MansionsView:
    return MansionsView(
        game="mansions",
        seat=seat,
        phase=s.phase,
        round=s.round,
        active=s.active,
        threat=s.threat,
        time=s.time,
        event=s.event_deck[0] if s.event_deck else None,
        investigators=[
            InvestigatorView(
                seat=f.seat,
                investigator=f.investigator,
                space=f.space,
                health=f.health,
                sanity=f.sanity,
                skill_points=f.skill_points,
                stun=f.stun,
                alive=f.alive,
                items=list(f.items),
                clues=list(f.clues),
                spells=len(f.spells),
            )
            for _, f in sorted(s.figures.items())
        ],
        monsters=[MonsterView(uid=m.uid, kind=m.kind, space=m.space, wounds=m.wounds, stun=m.stun) for m in s.monsters],
        stack_sizes={room: len(cards) for room, cards in sorted(s.stacks.items())},
        known_barriers={room: s.stacks[room][0] for room in s.known_barriers if s.stacks.get(room)},
        tokens={room: dict(t) for room, t in sorted(s.tokens.items())},
        barricades=dict(sorted(s.barricades.items())),
        objective=s.objective if s.revealed or s.winner is not None else None,
        winner=s.winner,
    )


SECRET = (ev.MatchStarted, ev.StoryChosen, ev.InvestigatorChosen, ev.Explored)


def event_view(event: Event, seat: int | None) -> Event | None:
    """Part 1: the keeper sees every event; the others do not see the set-up's secrets or card draws
    (left out whole until part 2 redacts them field by field)."""
    if seat == 0:
        return event
    return None if isinstance(event, SECRET) else event
