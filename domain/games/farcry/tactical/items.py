"""Item cards used in the players' turn (LA-5, LA-6, L737-739): the 8 potions (L453-461) drunk by their
holder, and the Molotov thrown at a hex (its effect is designed, inventory 4.4).

A thrown item follows the throw's rules (R-F-28): a hex within its reach with a line not blocked by
a wall, never another character's (LA-6) nor the thrower's; the Molotov then burns it (Enflammer 1,
ST-6, R-F-29; fire is no direct action, so no madness token, MD-5). A potion acts at once (MP, HP) or
starts an effect for its rounds (`state.under` reads it where the rules apply it: Répulsif in the
enemies' targeting, À l'épreuve du feu in `statuses.damage`, Chasseur mortel and Tireur d'élite in
attacks, Main verte in picking leaves). Surdosage (L1262) adds +1 HP and +1 MP to every potion.
"""

from __future__ import annotations

from domain.contract import Event, RuleViolation
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry.campaign import talents
from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.schema import Item
from domain.games.farcry.evolve_combat import Work, character
from domain.games.farcry.rules import board_of, limited_left, parse_hex
from domain.games.farcry.state import FarCryState
from domain.games.farcry.tactical.combat import line, occupant, position
from domain.games.farcry.tactical.hexes import Hex, distance
from domain.games.farcry.tactical.statuses import heal, ignite


def card(item: str) -> Item | None:
    return CONTENT.items.get(item)


def usable(s: FarCryState, who: str, item: str) -> bool:
    """``who`` carries ``item``, is on the board and has its item action left this turn (LA-5)."""
    c = character(s, who)
    return c is not None and c.at is not None and item in c.items and limited_left(c, "item") and card(item) is not None


def targets(s: FarCryState, who: str, item: str) -> list[Hex]:
    """The hexes ``who`` may throw ``item`` at now (empty for a potion or when it may not be used)."""
    spec = card(item)
    here = position(s, who)
    if spec is None or spec.kind != "thrown" or here is None or not usable(s, who, item):
        return []
    out = []
    for at in sorted(board_of(s.mission).terrain):
        if at == here or distance(here, at) > spec.reach or not line(s, here, at).clear:
            continue
        someone = occupant(s, at)
        if someone is not None and someone != who and character(s, someone) is not None:
            continue  # LA-6: never on another character
        out.append(at)
    return out


def use_item(s: FarCryState, c: cmd.UseItem) -> list[Event]:
    """LA-5, LA-6 (L737-739): the card's effect, then the card to the discard."""
    me = character(s, c.character)
    if me is None or c.item not in me.items:
        raise RuleViolation("no_such_item", f"{c.character} n'a pas / has no {c.item}.", rule="LA-5")
    if not limited_left(me, "item"):
        raise RuleViolation("limited_action_used", "item: une fois par tour / once per turn.", rule="LA-5")
    spec = card(c.item)
    if spec is None:
        raise RuleViolation("not_available", f"{c.item}: pas encore / not available yet.", rule="LA-5")
    work = Work(s)
    if spec.kind == "potion":
        if c.at is not None:
            raise RuleViolation(
                "not_on_a_character", "Une potion se boit, jamais sur autrui / a potion is drunk, never given.", "LA-6"
            )
        work.emit(ev.ItemUsed(character=c.character, item=c.item))
        drink(work, c.character, spec)
        return work.events
    if c.at is None:
        raise RuleViolation("no_target", "Lancez-le sur une case / throw it at a hex.", rule="R-F-28")
    at = parse_hex(c.at)
    if at not in targets(s, c.character, c.item):
        other = occupant(s, at)
        if other is not None and other != c.character and character(s, other) is not None:
            raise RuleViolation(
                "not_on_a_character", "Jamais sur un autre personnage / never on another character.", rule="LA-6"
            )
        raise RuleViolation(
            "out_of_reach",
            f"Portée {spec.reach} sans mur / range {spec.reach}, no wall in the way.",
            rule="R-F-28",
        )
    work.emit(ev.ItemUsed(character=c.character, item=c.item, at=at))
    ignite(work, at, spec.amount)
    return work.events


def drink(work: Work, who: str, spec: Item) -> None:
    """A potion's effect (L453-461), then Surdosage's +1 HP and +1 MP (L1262)."""
    me = character(work.state, who)
    assert me is not None
    if spec.effect == "gain_mp":
        work.emit(ev.MpGained(who=who, amount=spec.amount, source=spec.id))
    elif spec.effect == "heal":
        heal(work, who, spec.amount, spec.id)
    elif spec.effect == "heal_full":
        heal(work, who, me.max_hp - me.hp, spec.id)
    else:
        work.emit(ev.EffectStarted(who=who, effect=spec.effect, until=work.state.round + max(spec.rounds, 1) - 1))
    if talents.holds(me, "overdose"):
        heal(work, who, 1, "surdosage")
        work.emit(ev.MpGained(who=who, amount=1, source="surdosage"))
