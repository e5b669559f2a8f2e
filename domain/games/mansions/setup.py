"""``start``: every shuffle and the secret set-up written into events (events record chance)."""

from __future__ import annotations

from domain.contract import Event
from domain.games.mansions import flow, turn
from domain.games.mansions.content import CONTENT
from domain.games.mansions.context import Ctx
from domain.games.mansions.events import MatchStarted
from domain.games.mansions.options import MansionsOptions
from domain.rng import Rng


def start(options: MansionsOptions, rng: Rng) -> list[Event]:
    ctx = Ctx(None, rng)
    spells: dict[str, list[str]] = {}
    for spell in CONTENT.spells.values():
        spells.setdefault(spell.spell_type, []).append(spell.id)
    combat: dict[str, list[str]] = {}
    for card in CONTENT.combat.values():
        combat.setdefault(card.cls, []).append(card.id)
    scenario = CONTENT.scenario
    ctx.emit(
        MatchStarted(
            options=options,
            seats=options.investigators + 1,
            spell_decks={kind: rng.shuffled(ids) for kind, ids in sorted(spells.items())},
            mythos=rng.shuffled(sorted(CONTENT.mythos)),
            trauma=rng.shuffled(sorted(CONTENT.trauma)),
            combat={cls: rng.shuffled(ids) for cls, ids in sorted(combat.items())},
            event_deck=list(scenario.events),
            threat=scenario.threat,
            darkness=[room.id for room in CONTENT.board.rooms if room.dark],
            barricades=[s.id for s in CONTENT.board.spaces if "barricade" in s.features],
            corpses=[s.id for s in CONTENT.board.spaces if "corpse" in s.features],
        )
    )
    if options.story is not None:
        turn.story(ctx, dict(options.story))
    for index, pick in enumerate(options.picks):
        if pick is not None:
            turn.place(ctx, index + 1, pick, None)
    flow.advance(ctx)
    return ctx.events
