"""MISE EN PLACE, steps 3 to 14: the expedition's first events (every shuffle written into them)."""

from __future__ import annotations

from domain.contract import Event
from domain.games.montagnes import events as ev
from domain.games.montagnes.content import CONTENT
from domain.games.montagnes.options import MontagnesOptions, validate
from domain.games.montagnes.state import HAND_SIZE
from domain.rng import Rng


def start(options: MontagnesOptions, rng: Rng) -> list[Event]:
    """MISE EN PLACE, steps 3 to 14."""
    validate(options)
    players = options.players
    leader = options.first_leader if options.first_leader is not None else rng.below(players)
    board: dict[str, str | None] = {}
    box: list[str] = []
    for region in ("coast", "mountains", "city", "gates", "escape"):
        stock = rng.shuffled([t.id for t in CONTENT.tiles.values() if t.region == region])
        slots = [sp.id for sp in CONTENT.board.spaces if sp.region == region]
        board.update(zip(slots, stock, strict=False))
        box.extend(stock[len(slots) :])
    plain = [c.id for c in CONTENT.equipment.values() if not c.esoteric]
    deck = rng.shuffled(plain)
    injuries = list(CONTENT.injuries)
    madness_decks = [rng.shuffled([m.id for m in CONTENT.madness.values() if m.level == level]) for level in (1, 2, 3)]
    events: list[Event] = [
        ev.ExpeditionPrepared(
            seats=players,
            expert=options.expert,
            encounter_seconds=options.encounter_seconds,
            decision_seconds=options.decision_seconds,
            search_seconds=options.search_seconds,
            leader=leader,
            board=board,
            box_tiles=box,
            deck=deck,
            deck_count=len(deck),
            madness_decks=madness_decks,
            madness_counts=[len(d) for d in madness_decks],
            injury_pile=injuries[players:],
            esoteric_pile=[c.id for c in CONTENT.equipment.values() if c.esoteric],
            relic_pile=list(CONTENT.relics),
            discard=injuries[:players],
        )
    ]
    size = HAND_SIZE[players]
    for seat in range(players):
        cards = deck[seat * size : (seat + 1) * size]
        events.append(ev.CardsDealt(seat=seat, cards=cards, count=size))
    mad_seats = {3: [], 4: [p for p in range(players) if p != leader], 5: list(range(players))}[players]
    for k, seat in enumerate(mad_seats):
        events.append(ev.MadnessDrawn(seat=seat, level=1, card=madness_decks[0][k], returned=None))
    return events
