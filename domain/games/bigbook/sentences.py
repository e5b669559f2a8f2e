"""The Big Book of Madness' log in sentences (``domain/sentences.py``): each event, as the reader may
see it, in English or French, with the players, magicians, spells, curses, monsters and element cards.
Cards the reader may not see are emptied from its copy of the event and told as a count."""

from __future__ import annotations

from collections.abc import Callable

from domain.contract import Event
from domain.games.bigbook import events as ev
from domain.games.bigbook.content import CONTENT, spell_of
from domain.games.bigbook.texts import TEXTS, element
from domain.games.bigbook.texts import card as card_name
from domain.games.bigbook.texts import content as tr
from domain.sentences import GameSentences, listing, seat_name
from domain.texts import Catalogue, both

ENTRIES: dict[str, dict[str, str]] = {
    "match_set_up": both(
        "The magicians open the Big Book: {seats} players.", "Les magiciens ouvrent le Grimoire : {seats} joueurs."
    ),
    "magician_chosen": both("{who} plays {magician}.", "{who} joue {magician}."),
    "deck_formed": both(
        "{who}'s deck is formed and shuffled ({count} cards).",
        "La pioche de {who} est formée et mélangée ({count} cartes).",
    ),
    "cards_drawn": both("{who} draws {cards}.", "{who} pioche {cards}."),
    "cards_drawn.hidden": both("{who} draws {count} card(s).", "{who} pioche {count} carte(s)."),
    "deck_reshuffled": both(
        "{who}'s discard is shuffled into a new deck ({count} cards).",
        "La défausse de {who} est mélangée en une nouvelle pioche ({count} cartes).",
    ),
    "discard_shuffled_in": both(
        "{who}'s discard is shuffled into the deck ({count} cards).",
        "La défausse de {who} est mélangée dans sa pioche ({count} cartes).",
    ),
    "madness_received": both("{who} receives {count} Madness card(s).", "{who} reçoit {count} carte(s) Folie."),
    "outcome.madness_pile_empty": both(
        "a player had to take a Madness card and the Madness pile was empty.",
        "un joueur devait recevoir une Folie alors que la pile Folie était vide.",
    ),
    "match_ended.won": both("The magicians win: {detail}", "Les magiciens gagnent : {detail}"),
    "match_ended.lost": both("The magicians lose: {detail}", "Les magiciens perdent : {detail}"),
    "turn_started": both("Turn {turn}: {who} plays.", "Tour {turn} : {who} joue."),
    "invocation_moved": both(
        "The invocation marker moves to space {space}.", "Le marqueur d'invocation avance sur la case {space}."
    ),
    "curse_triggered": both("The {curse} strikes: {text}", "La {curse} frappe : {text}"),
    "monster_resolved.defeated": both("{monster} is defeated.", "{monster} est vaincu."),
    "monster_resolved": both("{monster} is not defeated.", "{monster} n'est pas vaincu."),
    "curses_cleared": both("The curses leave the board.", "Les Malédictions quittent le plateau."),
    "page_turned": both("A page of the Big Book turns: {monster}.", "Une page du Grimoire se tourne : {monster}."),
    "page_turned.plain": both("A page of the Big Book turns.", "Une page du Grimoire se tourne."),
    "round_advanced": both("Round {round} begins.", "La manche {round} commence."),
    "curse_placed": both("New {curse}: {text}", "Nouvelle {curse} : {text}"),
    "curse": both("{element} curse", "Malédiction {element}"),
    "phase_changed.action": both("Action phase.", "Phase d'actions."),
    "phase_changed.recovery": both("Recovery phase.", "Phase de récupération."),
    "spell_activated": both("{who} casts {spell} with {cards}.", "{who} lance {spell} avec {cards}."),
    "spell_learned": both("{who} learns {spell}, paying {cards}.", "{who} apprend {spell} en payant {cards}."),
    "library_revealed": both(
        "The library's {element} pile now shows {spell}.", "La pile {element} de la bibliothèque montre {spell}."
    ),
    "element_acquired": both("{who} acquires {card}, paying {cards}.", "{who} acquiert {card} en payant {cards}."),
    "curse_destroyed": both(
        "{who} destroys the {curse}, paying {cards}.", "{who} détruit la {curse} en payant {cards}."
    ),
    "madness_healed": both("{who} heals a Madness, paying {cards}.", "{who} soigne une Folie en payant {cards}."),
    "power_used": both("{who} uses their magician's power.", "{who} utilise le pouvoir de son magicien."),
    "cards_discarded": both("{who} discards {cards} from {zone}.", "{who} défausse {cards} de {zone}."),
    "zone.hand": both("their hand", "sa main"),
    "zone.support": both("their support", "son soutien"),
    "zone.discard": both("their discard", "sa défausse"),
    "zone.deck": both("their deck", "sa pioche"),
    "cards_supported": both("{who} puts {cards} into support.", "{who} place {cards} en soutien."),
    "cards_destroyed": both("{who} destroys {cards} from {zone}.", "{who} détruit {cards} de {zone}."),
    "deck_top_destroyed": both(
        "The top of {who}'s deck is destroyed: {cards}.", "Le dessus de la pioche de {who} est détruit : {cards}."
    ),
    "cards_given": both("{who} gives {cards} to {to}.", "{who} donne {cards} à {to}."),
    "cards_given.hidden": both("{who} gives {count} card(s) to {to}.", "{who} donne {count} carte(s) à {to}."),
    "cards_recovered": both("{who} takes back {cards}.", "{who} reprend {cards}."),
    "cards_topdecked": both("{who} puts {cards} on top of their deck.", "{who} place {cards} sur sa pioche."),
    "element_upgraded": both("{who} upgrades {old} into {new}.", "{who} améliore {old} en {new}."),
    "element_gained": both("{who} gains {card}.", "{who} gagne {card}."),
    "spells_exhausted": both("{who}'s {spells} are exhausted.", "{spells} de {who} sont épuisés."),
    "spells_neutralised": both("{who}'s {spells} are neutralised.", "{spells} de {who} sont neutralisés."),
    "spells_readied": both("{who}'s {spells} are ready again.", "{spells} de {who} sont de nouveau prêts."),
    "curses_neutralised": both("{curses} are neutralised.", "{curses} sont neutralisées."),
    "neutralised_restored": both(
        "Neutralised curses and spells come back.", "Les Malédictions et Sortilèges neutralisés reviennent."
    ),
    "token_added": both("{element} token added.", "Jeton {element} ajouté."),
    "support_taken": both("{who} takes {cards} from support.", "{who} reprend {cards} du soutien."),
    "spell_destroyed": both("{who}'s {spell} is destroyed.", "Le Sortilège {spell} de {who} est détruit."),
    "player_eliminated": both(
        "{who} is driven mad and leaves the game, showing {cards}.",
        "{who} sombre dans la Folie et quitte la partie, montrant {cards}.",
    ),
    "nothing": both("nothing", "rien"),
    "no_spell": both("no spell", "aucun Sortilège"),
}

SENTENCE_TEXTS = Catalogue(ENTRIES)


def _t(key: str, lang: str, **fields: object) -> str:
    return SENTENCE_TEXTS.text(key, lang, **fields)


def cards(ids: list[str], lang: str) -> str:
    return listing((card_name(c, lang) for c in ids), lang) if ids else _t("nothing", lang)


def spell(spell_id: str, lang: str) -> str:
    try:
        return tr(spell_of(spell_id).name, lang)
    except KeyError:
        return _t("no_spell", lang)


def spells(ids: list[str], lang: str) -> str:
    return listing((spell(s, lang) for s in ids), lang) if ids else _t("no_spell", lang)


def curse(curse_id: str, lang: str) -> str:
    found = CONTENT.curses.get(curse_id)
    return _t("curse", lang, element=element(found.element, lang) if found else "?")


def curse_text(curse_id: str, lang: str) -> str:
    found = CONTENT.curses.get(curse_id)
    return _translated(found.text, lang) if found else ""


def _monster(page_id: str, lang: str) -> str | None:
    page = CONTENT.pages.get(page_id)
    return tr(page.monster.name, lang) if page is not None and page.monster is not None else None


def tell(event: Event, actor: int | None, lang: str) -> str | None:
    """``event`` (as the reader may see it) in one sentence of ``lang``."""
    teller = _TELLERS.get(type(event))
    return teller(event, lang) if teller is not None else None


def _drawn(e: ev.CardsDrawn, lang: str) -> str:
    who = seat_name(e.seat, lang)
    if e.cards:
        return _t("cards_drawn", lang, who=who, cards=cards(e.cards, lang))
    return _t("cards_drawn.hidden", lang, who=who, count=e.count)


def _given(e: ev.CardsGiven, lang: str) -> str:
    who, to = seat_name(e.seat, lang), seat_name(e.to, lang)
    if e.cards:
        return _t("cards_given", lang, who=who, to=to, cards=cards(e.cards, lang))
    return _t("cards_given.hidden", lang, who=who, to=to, count=e.count)


def _ended(e: ev.MatchEnded, lang: str) -> str:
    key = f"outcome.{e.reason}"
    if SENTENCE_TEXTS.has(key):
        detail = _t(key, lang)
    else:
        detail = TEXTS.text(key, lang) if TEXTS.has(key) else _translated(e.detail, lang)
    return _t("match_ended.won" if e.result == "won" else "match_ended.lost", lang, detail=detail)


def _translated(french: str, lang: str) -> str:
    """A content text in ``lang``; one the English table lacks stays in French (the rulebook's words)."""
    try:
        return tr(french, lang)
    except KeyError:
        return french


def _page(e: ev.PageTurned, lang: str) -> str:
    monster = _monster(e.page, lang)
    return _t("page_turned", lang, monster=monster) if monster else _t("page_turned.plain", lang)


def _resolved(e: ev.MonsterResolved, lang: str) -> str:
    monster = _monster(e.page, lang) or ""
    return _t("monster_resolved.defeated" if e.defeated else "monster_resolved", lang, monster=monster)


def _zone(zone: str, lang: str) -> str:
    key = f"zone.{zone}"
    return _t(key, lang) if SENTENCE_TEXTS.has(key) else zone


def _keyed(prefix: str, value: str, lang: str, **fields: object) -> str:
    key = f"{prefix}.{value}"
    return _t(key, lang, **fields) if SENTENCE_TEXTS.has(key) else ""


Tell = Callable[[Event, str], str]


def _as(fn: Callable[..., str]) -> Tell:
    return fn


def _who(e: Event, lang: str) -> str:
    seat: int = getattr(e, "seat", 0)
    return seat_name(seat, lang)


_TELLERS: dict[type[Event], Tell] = {
    ev.MatchSetUp: _as(lambda e, lang: _t("match_set_up", lang, seats=e.seats)),
    ev.MagicianChosen: _as(
        lambda e, lang: _t(
            "magician_chosen", lang, who=_who(e, lang), magician=tr(CONTENT.magicians[e.magician].name, lang)
        )
    ),
    ev.DeckFormed: _as(lambda e, lang: _t("deck_formed", lang, who=_who(e, lang), count=e.count)),
    ev.CardsDrawn: _as(_drawn),
    ev.DeckReshuffled: _as(lambda e, lang: _t("deck_reshuffled", lang, who=_who(e, lang), count=e.count)),
    ev.DiscardShuffledIn: _as(lambda e, lang: _t("discard_shuffled_in", lang, who=_who(e, lang), count=e.count)),
    ev.MadnessReceived: _as(lambda e, lang: _t("madness_received", lang, who=_who(e, lang), count=len(e.cards))),
    ev.MatchEnded: _as(_ended),
    ev.TurnStarted: _as(lambda e, lang: _t("turn_started", lang, who=_who(e, lang), turn=e.turn)),
    ev.InvocationMoved: _as(lambda e, lang: _t("invocation_moved", lang, space=e.space)),
    ev.CurseTriggered: _as(
        lambda e, lang: _t("curse_triggered", lang, curse=curse(e.curse, lang), text=curse_text(e.curse, lang))
    ),
    ev.MonsterResolved: _as(_resolved),
    ev.CursesCleared: _as(lambda e, lang: _t("curses_cleared", lang)),
    ev.PageTurned: _as(_page),
    ev.RoundAdvanced: _as(lambda e, lang: _t("round_advanced", lang, round=e.round)),
    ev.CursePlaced: _as(
        lambda e, lang: _t("curse_placed", lang, curse=curse(e.curse, lang), text=curse_text(e.curse, lang))
    ),
    ev.PhaseChanged: _as(lambda e, lang: _keyed("phase_changed", e.phase, lang)),
    # the action's own event follows and tells it (the spell cast, the element acquired...)
    ev.ActionTaken: _as(lambda e, lang: ""),
    ev.SpellActivated: _as(
        lambda e, lang: _t(
            "spell_activated", lang, who=_who(e, lang), spell=spell(e.spell, lang), cards=cards(e.cards, lang)
        )
    ),
    ev.SpellLearned: _as(
        lambda e, lang: _t(
            "spell_learned", lang, who=_who(e, lang), spell=spell(e.spell, lang), cards=cards(e.cards, lang)
        )
    ),
    ev.LibraryRevealed: _as(
        lambda e, lang: _t("library_revealed", lang, element=element(e.element, lang), spell=spell(e.spell, lang))
    ),
    ev.ElementAcquired: _as(
        lambda e, lang: _t(
            "element_acquired", lang, who=_who(e, lang), card=card_name(e.card, lang), cards=cards(e.cards, lang)
        )
    ),
    ev.CurseDestroyed: _as(
        lambda e, lang: _t(
            "curse_destroyed", lang, who=_who(e, lang), curse=curse(e.curse, lang), cards=cards(e.cards, lang)
        )
    ),
    ev.MadnessHealed: _as(lambda e, lang: _t("madness_healed", lang, who=_who(e, lang), cards=cards(e.cards, lang))),
    ev.PowerUsed: _as(lambda e, lang: _t("power_used", lang, who=_who(e, lang))),
    # a spell's effects opening and closing their own round of actions: bookkeeping of the turn
    ev.FramePushed: _as(lambda e, lang: ""),
    ev.FramePopped: _as(lambda e, lang: ""),
    ev.CardsDiscarded: _as(
        lambda e, lang: _t(
            "cards_discarded", lang, who=_who(e, lang), cards=cards(e.cards, lang), zone=_zone(e.zone, lang)
        )
    ),
    ev.CardsSupported: _as(lambda e, lang: _t("cards_supported", lang, who=_who(e, lang), cards=cards(e.cards, lang))),
    ev.CardsDestroyed: _as(
        lambda e, lang: _t(
            "cards_destroyed", lang, who=_who(e, lang), cards=cards(e.cards, lang), zone=_zone(e.zone, lang)
        )
    ),
    ev.DeckTopDestroyed: _as(
        lambda e, lang: _t("deck_top_destroyed", lang, who=_who(e, lang), cards=cards(e.cards, lang))
    ),
    ev.CardsGiven: _as(_given),
    ev.CardsRecovered: _as(lambda e, lang: _t("cards_recovered", lang, who=_who(e, lang), cards=cards(e.cards, lang))),
    ev.CardsTopdecked: _as(lambda e, lang: _t("cards_topdecked", lang, who=_who(e, lang), cards=cards(e.cards, lang))),
    ev.ElementUpgraded: _as(
        lambda e, lang: _t(
            "element_upgraded", lang, who=_who(e, lang), old=card_name(e.old, lang), new=card_name(e.new, lang)
        )
    ),
    ev.ElementGained: _as(lambda e, lang: _t("element_gained", lang, who=_who(e, lang), card=card_name(e.card, lang))),
    ev.SpellsExhausted: _as(
        lambda e, lang: _t("spells_exhausted", lang, who=_who(e, lang), spells=spells(e.spells, lang))
    ),
    ev.SpellsNeutralised: _as(
        lambda e, lang: _t("spells_neutralised", lang, who=_who(e, lang), spells=spells(e.spells, lang))
    ),
    ev.SpellsReadied: _as(lambda e, lang: _t("spells_readied", lang, who=_who(e, lang), spells=spells(e.spells, lang))),
    ev.CursesNeutralised: _as(
        lambda e, lang: _t("curses_neutralised", lang, curses=listing((curse(c, lang) for c in e.curses), lang))
    ),
    ev.NeutralisedRestored: _as(lambda e, lang: _t("neutralised_restored", lang)),
    ev.TokenAdded: _as(lambda e, lang: _t("token_added", lang, element=element(e.element, lang))),
    ev.SupportTaken: _as(lambda e, lang: _t("support_taken", lang, who=_who(e, lang), cards=cards(e.cards, lang))),
    ev.SpellDestroyed: _as(lambda e, lang: _t("spell_destroyed", lang, who=_who(e, lang), spell=spell(e.spell, lang))),
    ev.PlayerEliminated: _as(
        lambda e, lang: _t("player_eliminated", lang, who=_who(e, lang), cards=cards(e.cards, lang))
    ),
    # the engine's own scheduling (internal: never in a log)
    ev.Scheduled: _as(lambda e, lang: ""),
    ev.WorkPending: _as(lambda e, lang: ""),
}

SENTENCES = GameSentences(
    game="bigbook",
    tell=tell,
    catalogue=SENTENCE_TEXTS,
    tags=frozenset(str(cls.__struct_config__.tag) for cls in _TELLERS),
)
