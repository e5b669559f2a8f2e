"""Mansions of Madness' log in sentences (``domain/sentences.py``): each event, as the reader may see
it, in English or French, with the keeper and the investigators, rooms, items, monsters, tests and rolls.

Imports only the package's event classes and its content (names), so the rules' modules may move. Names
are looked up leniently (an id the content no longer holds is told as "a room", "an item"). The keeper's
secrets (the story's objective, the keeper's draws) are empty in an investigator's copy of the event,
so they are told only to the keeper. A monster is named by its kind where the event holds it; events
that hold only a figure's number tell "a monster" (the sentence reads nothing but the event).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from domain.contract import Event
from domain.games.mansions import combat_events as ce
from domain.games.mansions import events as ev
from domain.games.mansions import keeper_events as ke
from domain.games.mansions import spell_events as se
from domain.games.mansions.attribute_names import ATTRIBUTE_NAMES
from domain.games.mansions.content import CONTENT
from domain.sentences import GameSentences, listing
from domain.texts import Catalogue, both

KEEPER = 0
"""Seat 0 is the keeper (H-2)."""

ENTRIES: dict[str, dict[str, str]] = {
    "keeper": both("The keeper", "Le gardien"),
    "player": both("Investigator {n}", "Investigateur {n}"),
    "a_room": both("a room", "une pièce"),
    "a_monster": both("a monster", "un monstre"),
    "an_item": both("an item", "un objet"),
    "a_card": both("a card", "une carte"),
    "nothing": both("nothing", "rien"),
    "match_started": both(
        "The investigators enter the mansion: {seats} seats, the keeper and {investigators} investigator(s).",
        "Les investigateurs entrent dans le manoir : {seats} places, le gardien et {investigators} investigateur(s).",
    ),
    "story_chosen": both(
        "The keeper chooses the story. Secret objective: {objective}",
        "Le gardien choisit l'histoire. Objectif secret : {objective}",
    ),
    "story_chosen.hidden": both("The keeper chooses the story in secret.", "Le gardien choisit l'histoire en secret."),
    "monster_placed": both("A {monster} appears in {room}.", "Un {monster} apparaît dans {room}."),
    "investigator_chosen": both("{who} plays {investigator}.", "{who} joue {investigator}."),
    "round_started": both("Round {round} begins.", "La manche {round} commence."),
    "turn_claimed": both("{who} takes a turn.", "{who} prend son tour."),
    "test_rolled": both(
        "{who} tests {attribute}: rolls {roll} against {target} — {result}.",
        "{who} teste {attribute} : fait {roll} contre {target} — {result}.",
    ),
    "success": both("success", "réussite"),
    "failure": both("failure", "échec"),
    "moved": both("{who} moves to {room}.", "{who} va dans {room}."),
    "harmed.health": both("{who} loses {amount} health.", "{who} perd {amount} point(s) de santé."),
    "harmed.sanity": both("{who} loses {amount} sanity.", "{who} perd {amount} point(s) de santé mentale."),
    "healed.health": both("{who} recovers {amount} health.", "{who} récupère {amount} point(s) de santé."),
    "healed.sanity": both("{who} recovers {amount} sanity.", "{who} récupère {amount} point(s) de santé mentale."),
    "died": both("{who} dies in {room}.", "{who} meurt dans {room}."),
    "stunned": both("{who} is stunned.", "{who} est étourdi."),
    "stun_recovered": both("{who} is no longer stunned.", "{who} n'est plus étourdi."),
    "monster_wounded": both("A monster takes {amount} damage.", "Un monstre subit {amount} dégât(s)."),
    "monster_killed": both("A monster is destroyed.", "Un monstre est détruit."),
    "barrier_met": both("{room} is barred.", "{room} est barrée."),
    "barrier_cleared": both("The way into {room} is open.", "Le passage vers {room} est ouvert."),
    "explored": both("{who} explores {room} and finds {cards}.", "{who} explore {room} et trouve {cards}."),
    "objective_revealed": both("The objective is revealed: {objective}", "L'objectif est révélé : {objective}"),
    "barricade_moved": both("A barricade is moved.", "Une barricade est déplacée."),
    "hid": both("{who} hides.", "{who} se cache."),
    "left_hiding": both("{who} leaves their hiding place.", "{who} sort de sa cachette."),
    "picked_up": both("{who} picks up {item}.", "{who} ramasse {item}."),
    "item_used": both("{who} uses {item}.", "{who} utilise {item}."),
    "corpses_burnt": both("{count} corpse(s) burn.", "{count} cadavre(s) brûlent."),
    "turn_ended": both("{who} ends their turn.", "{who} termine son tour."),
    "item_given": both("{who} gives {item} to {to}.", "{who} donne {item} à {to}."),
    "threat_gained": both("The keeper gains {amount} threat.", "Le gardien gagne {amount} menace."),
    "keeper_turn_opened": both("The keeper's turn.", "Le tour du gardien."),
    "time_token_placed": both("Time moves on the time track.", "Le temps avance sur la piste du temps."),
    "event_resolved": both("Event: {event}.", "Événement : {event}."),
    "match_ended.keeper": both("The keeper wins.", "Le gardien gagne."),
    "match_ended.investigators": both("The investigators win.", "Les investigateurs gagnent."),
    "keeper_drew": both("The keeper draws {cards}.", "Le gardien pioche {cards}."),
    "keeper_drew.hidden": both("The keeper draws {count} card(s).", "Le gardien pioche {count} carte(s)."),
    "keeper_acted": both("The keeper plays {action} ({cost} threat).", "Le gardien joue {action} ({cost} menace)."),
    "monster_moved": both("A monster moves to {room}.", "Un monstre va dans {room}."),
    "barricade_broken": both("A barricade breaks.", "Une barricade cède."),
    "trauma_played": both("{who} suffers {card}.", "{who} subit {card}."),
    "mythos_played": both("The keeper plays {card} on {who}.", "Le gardien joue {card} contre {who}."),
    "attacked": both("{who} attacks a monster.", "{who} attaque un monstre."),
    "attacked.weapon": both("{who} attacks a monster with {weapon}.", "{who} attaque un monstre avec {weapon}."),
    "monster_attacked": both("A monster attacks {who}.", "Un monstre attaque {who}."),
    "spell_cast": both("{who} casts {spell}.", "{who} lance {spell}."),
    "spell_drawn": both("{who} gains a spell.", "{who} obtient un sort."),
    "ability_used": both("{who} uses an ability.", "{who} utilise une capacité."),
    "puzzle_started": both("{who} starts a puzzle in {room}.", "{who} commence une énigme dans {room}."),
    "puzzle_ended.solved": both("The puzzle is solved.", "L'énigme est résolue."),
    "puzzle_ended": both("The puzzle is left unsolved.", "L'énigme reste irrésolue."),
    **ATTRIBUTE_NAMES,
    "test_answered": both(
        "{who} spends a skill point on the test.", "{who} dépense un point de compétence pour le test."
    ),
    "skill_readied": both("{who} readies a skill.", "{who} prépare une compétence."),
    "explored.nothing": both("{who} explores {room} and finds nothing.", "{who} explore {room} et ne trouve rien."),
}

SENTENCE_TEXTS = Catalogue(ENTRIES)


def _t(key: str, lang: str, **fields: object) -> str:
    return SENTENCE_TEXTS.text(key, lang, **fields)


def seat(n: int | None, lang: str) -> str:
    """The keeper (seat 0) or "Investigator 1" (seat 1: the investigators counted from 1)."""
    if n is None:
        return _t("keeper", lang)
    return _t("keeper", lang) if n == KEEPER else _t("player", lang, n=n)


def _name(table: Mapping[str, Any], key: str, lang: str, missing: str) -> str:
    found = table.get(key)
    name = getattr(found, "name", None)
    if name is None:
        return _t(missing, lang)
    return str(name.fr if lang == "fr" else name.en)


_ROOMS: dict[str, Any] = {r.id: r for r in CONTENT.board.rooms}
_SPACE_ROOM: dict[str, str] = {s.id: s.room for s in CONTENT.board.spaces}


def room(place: str | None, lang: str) -> str:
    """A room by its id or by one of its spaces."""
    if place is None:
        return _t("a_room", lang)
    return _name(_ROOMS, _SPACE_ROOM.get(place, place), lang, "a_room")


def item(card: str, lang: str) -> str:
    return _name(CONTENT.items, card, lang, "an_item")


def _attribute(name: str, lang: str) -> str:
    key = f"attribute.{name}"
    return _t(key, lang) if SENTENCE_TEXTS.has(key) else name


def tell(event: Event, actor: int | None, lang: str) -> str | None:
    """``event`` (as the reader may see it) in one sentence of ``lang``."""
    teller = _TELLERS.get(type(event))
    return teller(event, lang) if teller is not None else None


def _story(e: ev.StoryChosen, lang: str) -> str:
    if not e.objective:
        return _t("story_chosen.hidden", lang)
    objective = CONTENT.objectives.get(e.objective)
    told = f"{objective.name.get(lang)} — {objective.text.get(lang)}" if objective is not None else e.objective
    return _t("story_chosen", lang, objective=told)


def _revealed(e: ev.ObjectiveRevealed, lang: str) -> str:
    objective = CONTENT.objectives.get(e.objective)
    told = f"{objective.name.get(lang)} — {objective.text.get(lang)}" if objective is not None else e.objective
    return _t("objective_revealed", lang, objective=told)


def _test(e: ev.TestRolled, lang: str) -> str:
    return _t(
        "test_rolled",
        lang,
        who=seat(e.seat, lang),
        attribute=_attribute(e.attribute, lang),
        roll=e.roll,
        target=e.target,
        result=_t("success" if e.success else "failure", lang),
    )


def _counter(prefix: str, e: ev.Harmed | ev.Healed, lang: str) -> str:
    key = f"{prefix}.{e.counter}"
    if not SENTENCE_TEXTS.has(key):
        key = f"{prefix}.health"
    return _t(key, lang, who=seat(e.seat, lang), amount=e.amount)


def _drew(e: ke.KeeperDrew, lang: str) -> str:
    if not e.cards:
        return _t("keeper_drew.hidden", lang, count=e.count)
    named = [_card(c, lang) for c in e.cards]
    return _t("keeper_drew", lang, cards=listing(named, lang))


def _card(card: str, lang: str) -> str:
    for table in (CONTENT.mythos, CONTENT.trauma, CONTENT.keeper_actions, CONTENT.events, CONTENT.items):
        if card in table:
            return _name(table, card, lang, "a_card")
    return _t("a_card", lang)


def _explored(e: ev.Explored, lang: str) -> str:
    found = [item(c, lang) for c in e.cards if c in CONTENT.items]
    where = room(e.room, lang)
    if not found:
        return _t("explored.nothing", lang, who=seat(e.seat, lang), room=where)
    return _t("explored", lang, who=seat(e.seat, lang), room=where, cards=listing(found, lang))


def _monster_name(monster: str, lang: str) -> str:
    return _name(CONTENT.monsters, monster, lang, "a_monster")


def _ended(e: ev.MatchEnded, lang: str) -> str:
    return _t("match_ended.keeper" if e.winner == "keeper" else "match_ended.investigators", lang)


Tell = Callable[[Event, str], str]


def _as(fn: Callable[..., str]) -> Tell:
    return fn


def _quiet(e: Event, lang: str) -> str:
    """A window opening or closing (a prompt says it to whoever must answer)."""
    return ""


_TELLERS: dict[type[Event], Tell] = {
    ev.MatchStarted: _as(lambda e, lang: _t("match_started", lang, seats=e.seats, investigators=e.seats - 1)),
    ev.StoryChosen: _as(_story),
    ev.MonsterPlaced: _as(
        lambda e, lang: _t("monster_placed", lang, monster=_monster_name(e.monster, lang), room=room(e.space, lang))
    ),
    ev.InvestigatorChosen: _as(
        lambda e, lang: _t(
            "investigator_chosen",
            lang,
            who=seat(e.seat, lang),
            investigator=_name(CONTENT.investigators, e.investigator, lang, "a_card"),
        )
    ),
    ev.RoundStarted: _as(lambda e, lang: _t("round_started", lang, round=e.round)),
    ev.TurnClaimed: _as(lambda e, lang: _t("turn_claimed", lang, who=seat(e.seat, lang))),
    ev.SkillReadied: _as(lambda e, lang: _t("skill_readied", lang, who=seat(e.seat, lang))),
    ev.TestRolled: _as(_test),
    ev.Moved: _as(lambda e, lang: _t("moved", lang, who=seat(e.seat, lang), room=room(e.to, lang))),
    ev.MovementSpent: _quiet,
    ev.EvadeOpened: _quiet,
    ev.EvadeAnswered: _quiet,
    ev.Harmed: _as(lambda e, lang: _counter("harmed", e, lang)),
    ev.Healed: _as(lambda e, lang: _counter("healed", e, lang)),
    ev.Died: _as(lambda e, lang: _t("died", lang, who=seat(e.seat, lang), room=room(e.space, lang))),
    ev.Stunned: _as(
        lambda e, lang: _t("stunned", lang, who=seat(e.seat, lang) if e.seat is not None else _t("a_monster", lang))
    ),
    ev.StunRecovered: _as(
        lambda e, lang: _t(
            "stun_recovered", lang, who=seat(e.seat, lang) if e.seat is not None else _t("a_monster", lang)
        )
    ),
    ev.Modified: _quiet,
    ev.MonsterWounded: _as(lambda e, lang: _t("monster_wounded", lang, amount=e.amount)),
    ev.MonsterKilled: _as(lambda e, lang: _t("monster_killed", lang)),
    ev.BarrierMet: _as(lambda e, lang: _t("barrier_met", lang, room=room(e.room, lang))),
    ev.WayChecked: _quiet,
    ev.BarrierCleared: _as(lambda e, lang: _t("barrier_cleared", lang, room=room(e.room, lang))),
    ev.Explored: _as(_explored),
    ev.ObjectiveRevealed: _as(_revealed),
    ev.BarricadeMoved: _as(lambda e, lang: _t("barricade_moved", lang)),
    ev.Hid: _as(lambda e, lang: _t("hid", lang, who=seat(e.seat, lang))),
    ev.LeftHiding: _as(lambda e, lang: _t("left_hiding", lang, who=seat(e.seat, lang))),
    ev.PickedUp: _as(lambda e, lang: _t("picked_up", lang, who=seat(e.seat, lang), item=item(e.card, lang))),
    ev.ItemUsed: _as(lambda e, lang: _t("item_used", lang, who=seat(e.seat, lang), item=item(e.item, lang))),
    ev.CorpsesBurnt: _as(lambda e, lang: _t("corpses_burnt", lang, count=e.count)),
    ev.TurnEnded: _as(lambda e, lang: _t("turn_ended", lang, who=seat(e.seat, lang))),
    ev.TradeOpened: _quiet,
    ev.ItemGiven: _as(
        lambda e, lang: _t("item_given", lang, who=seat(e.giver, lang), to=seat(e.to, lang), item=item(e.card, lang))
    ),
    ev.TradeDone: _quiet,
    ev.ThreatGained: _as(lambda e, lang: _t("threat_gained", lang, amount=e.amount)),
    ev.KeeperTurnOpened: _as(lambda e, lang: _t("keeper_turn_opened", lang)),
    ev.TimeTokenPlaced: _as(lambda e, lang: _t("time_token_placed", lang)),
    ev.EventResolved: _as(lambda e, lang: _t("event_resolved", lang, event=_card(e.event, lang))),
    ev.TokenPlaced: _quiet,
    ev.TokenRemoved: _quiet,
    ev.MatchEnded: _as(_ended),
    ke.KeeperDrew: _as(_drew),
    ke.KeeperActed: _as(
        lambda e, lang: _t(
            "keeper_acted", lang, action=_name(CONTENT.keeper_actions, e.action, lang, "a_card"), cost=e.cost
        )
    ),
    ke.MonsterMovesOpened: _quiet,
    ke.MonsterMoved: _as(lambda e, lang: _t("monster_moved", lang, room=room(e.space, lang)) if e.space else ""),
    ke.BarricadeBroken: _as(lambda e, lang: _t("barricade_broken", lang)),
    ke.KeeperDiscarded: _quiet,
    ke.TraumaOffered: _quiet,
    ke.TraumaPlayed: _as(
        lambda e, lang: _t(
            "trauma_played", lang, who=seat(e.seat, lang), card=_name(CONTENT.trauma, e.card, lang, "a_card")
        )
    ),
    ke.TraumaPassed: _quiet,
    ke.MythosWindowOpened: _quiet,
    ke.MythosPlayed: _as(
        lambda e, lang: _t(
            "mythos_played", lang, who=seat(e.seat, lang), card=_name(CONTENT.mythos, e.card, lang, "a_card")
        )
    ),
    ke.MythosPassed: _quiet,
    ce.CombatShuffled: _quiet,
    ce.CombatDrawn: _quiet,
    ce.Attacked: _as(
        lambda e, lang: (
            _t("attacked.weapon", lang, who=seat(e.seat, lang), weapon=item(e.weapon, lang))
            if e.weapon
            else _t("attacked", lang, who=seat(e.seat, lang))
        )
    ),
    ce.MonsterAttacked: _as(lambda e, lang: _t("monster_attacked", lang, who=seat(e.seat, lang))),
    ce.SkillOffered: _quiet,
    ce.SkillAnswered: _quiet,
    ce.DragOpened: _quiet,
    ce.Dragged: _quiet,
    ce.PuzzleStarted: _as(lambda e, lang: _t("puzzle_started", lang, who=seat(e.seat, lang), room=room(e.room, lang))),
    ce.PuzzleSkill: _quiet,
    ce.PuzzleMoved: _quiet,
    ce.PuzzleEnded: _as(lambda e, lang: _t("puzzle_ended.solved" if e.solved else "puzzle_ended", lang)),
    se.SpellCast: _as(
        lambda e, lang: _t(
            "spell_cast", lang, who=seat(e.seat, lang), spell=_name(CONTENT.spells, e.card, lang, "a_card")
        )
    ),
    se.SpellDrawn: _as(lambda e, lang: _t("spell_drawn", lang, who=seat(e.seat, lang))),
    se.AbilityUsed: _as(lambda e, lang: _t("ability_used", lang, who=seat(e.seat, lang))),
}

# A skill point offered before a test's die (issue 33, item 13): told once merged with the Mansions branch
# that adds these events (looked up by name, so this module works on either side of that merge).
_OFFERED = getattr(ce, "TestOffered", None)
_ANSWERED = getattr(ce, "TestAnswered", None)
if _OFFERED is not None:
    _TELLERS[_OFFERED] = _quiet
if _ANSWERED is not None:
    _TELLERS[_ANSWERED] = _as(
        lambda e, lang: _t("test_answered", lang, who=seat(e.seat, lang)) if getattr(e, "ready", False) else ""
    )

SENTENCES = GameSentences(
    game="mansions",
    tell=tell,
    catalogue=SENTENCE_TEXTS,
    tags=frozenset(str(cls.__struct_config__.tag) for cls in _TELLERS),
)
