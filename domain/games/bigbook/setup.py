"""Mise en place: a match's first events, with every shuffle and random pick written into them."""

from __future__ import annotations

from domain.contract import Event
from domain.games.bigbook import events as ev
from domain.games.bigbook.content import CONTENT, ELEMENTS, basic_copy, element_card_ids, madness_ids
from domain.games.bigbook.context import Ctx
from domain.games.bigbook.flow import deal, run
from domain.games.bigbook.options import MAX_PLAYERS, Options, validate
from domain.rng import Rng


def start(options: Options, rng: Rng) -> list[Event]:
    """Mise en place: the box sorted into piles, every shuffle written into ``match_set_up``; with the
    magicians given as options, the opening deal and the first turn follow at once."""
    validate(options)
    n = options.players
    madness = madness_ids()
    pile_size = CONTENT.setup.madness_by_players[str(n)]
    reserve = {f"{e}-{v}": element_card_ids(e, v) for e in ELEMENTS for v in (2, 3)}
    box = [card for e in ELEMENTS for card in element_card_ids(e, 1)] + madness[pile_size:]
    curse_piles: dict[str, list[str]] = {key: [] for key in (*ELEMENTS, "multi")}
    for curse_id, curse in CONTENT.curses.items():
        curse_piles[curse.element].append(curse_id)
    curse_piles = {key: rng.shuffled(pile) for key, pile in curse_piles.items()}
    covers = [p.id for p in CONTENT.pages.values() if p.kind == "cover"]
    inner = [p.id for p in CONTENT.pages.values() if p.kind == "inner"]
    end = [p.id for p in CONTENT.pages.values() if p.kind == "end"]
    grimoire = [rng.choice(covers), *rng.sample(inner, CONTENT.setup.inner_pages_used), *end]
    library: dict[str, list[str]] = {}
    for element in ELEMENTS:
        library[element] = []
        for level in (1, 2, 3):
            options_here = [
                s.id for s in CONTENT.spells.values() if not s.basic and s.element == element and s.level == level
            ]
            library[element].append(rng.choice(options_here))
    basics = [s.id for s in CONTENT.spells.values() if s.basic]
    spells = [[basic_copy(b, seat) for b in basics] for seat in range(n)]
    box_spells = [basic_copy(b, seat) for seat in range(n, MAX_PLAYERS) for b in basics]
    ctx = Ctx(None, rng)
    ctx.emit(
        ev.MatchSetUp(
            options=options,
            seats=n,
            madness_pile=madness[:pile_size],
            box=box,
            reserve=reserve,
            curse_piles=curse_piles,
            grimoire=grimoire,
            library=library,
            spells=spells,
            box_spells=box_spells,
        )
    )
    if options.magicians is not None:
        for seat, magician in enumerate(options.magicians):
            ctx.emit(ev.MagicianChosen(seat=seat, magician=magician))
        deal(ctx)
        run(ctx)
    return ctx.finish(always=False)
