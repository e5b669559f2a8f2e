"""Les Montagnes Hallucinées' log in sentences (``domain/sentences.py``): each event, as the reader may
see it, in English or French, with the players, cards, tiles, spaces and the penalty die's face. A card
or tile the reader may not see is ``None`` in its copy of the event and is told as "a card"."""

from __future__ import annotations

from collections.abc import Callable

from domain.contract import Event
from domain.games.montagnes import events as ev
from domain.games.montagnes import labels
from domain.games.montagnes.content import CONTENT
from domain.games.montagnes.labels import Text
from domain.games.montagnes.names import english
from domain.sentences import GameSentences, listing, seat_name
from domain.texts import Catalogue, both

ENTRIES: dict[str, dict[str, str]] = {
    "expedition_prepared": both(
        "The expedition sets out with {seats} players; {leader} is the Leader.",
        "L'expédition part avec {seats} joueurs ; {leader} est le Leader.",
    ),
    "cards_dealt": both("{who} receives {cards}.", "{who} reçoit {cards}."),
    "cards_dealt.hidden": both("{who} receives {count} card(s).", "{who} reçoit {count} carte(s)."),
    "madness_drawn": both(
        "{who} draws a level {level} madness card: {card}.", "{who} pioche une carte Folie de niveau {level} : {card}."
    ),
    "madness_drawn.hidden": both(
        "{who} draws a level {level} madness card.", "{who} pioche une carte Folie de niveau {level}."
    ),
    "madness_ignored": both("{who} ignores {card} this turn.", "{who} ignore {card} ce tour-ci."),
    "madness_ignored.hidden": both(
        "{who} ignores a madness card this turn.", "{who} ignore une carte Folie ce tour-ci."
    ),
    "leadership_used.movement": both(
        "The Leader spends a leadership token: {target} chooses a madness card to ignore.",
        "Le Leader dépense un jeton Leadership : {target} choisit une carte Folie à ignorer.",
    ),
    "leadership_used.encounter": both(
        "The Leader spends a leadership token to turn the hourglass again.",
        "Le Leader dépense un jeton Leadership pour retourner le sablier.",
    ),
    "leadership_used.resolution": both(
        "The Leader spends a leadership token to roll the penalty die again.",
        "Le Leader dépense un jeton Leadership pour relancer le dé Malus.",
    ),
    "leadership_used.draw": both(
        "The Leader spends a leadership token to raise the hand limit.",
        "Le Leader dépense un jeton Leadership pour augmenter la limite de main.",
    ),
    "leadership_used": both("The Leader spends a leadership token.", "Le Leader dépense un jeton Leadership."),
    "token_discarded": both(
        "{count} leadership token(s) discarded ({reason}).", "{count} jeton(s) Leadership défaussé(s) ({reason})."
    ),
    "token_boxed": both(
        "A leadership token goes back into the box ({reason}).",
        "Un jeton Leadership retourne dans la boîte ({reason}).",
    ),
    "tokens_returned": both(
        "{count} leadership token(s) come back ({reason}).", "{count} jeton(s) Leadership reviennent ({reason})."
    ),
    "reason.confusion": both("confusion", "confusion"),
    "reason.escaped": both("the escape", "la fuite"),
    "reason.exalt": both("exalt", "exalter"),
    "reason.injuries": both("injuries", "blessures"),
    "reason.leadership": both("leadership", "leadership"),
    "reason.morale": both("loss of morale", "perte de moral"),
    "reason.relic": both("a relic", "une relique"),
    "reason.rest": both("rest", "repos"),
    "reason.failure": both("a failed trial", "une épreuve ratée"),
    "reason.speech": both("speaking out of turn", "parole interdite"),
    "plane_moved": both("The plane flies to {space}: {tile}.", "L'avion vole vers {space} : {tile}."),
    "plane_moved.hidden": both("The plane flies to {space}.", "L'avion vole vers {space}."),
    "hourglass_turned": both("The hourglass is turned.", "Le sablier est retourné."),
    "hourglass_turned.again": both("The hourglass is turned again.", "Le sablier est retourné à nouveau."),
    "cards_placed": both(
        "{who} places {cards} face down on the sled.", "{who} pose {cards} face cachée sur le traîneau."
    ),
    "cards_placed.hidden": both(
        "{who} places {count} card(s) face down on the sled.",
        "{who} pose {count} carte(s) face cachée sur le traîneau.",
    ),
    "hourglass_ran_out": both("The hourglass has run out.", "Le sablier est écoulé."),
    "encounter_closed": both("The encounter is over.", "La rencontre est terminée."),
    "encounter_closed.timed_out": both(
        "The encounter is over: time ran out.", "La rencontre est terminée : le temps est écoulé."
    ),
    "trials_resolved": both("Verification: {results}.", "Vérification : {results}."),
    "sled_revealed": both("The sled is revealed: {cards}.", "Le traîneau est révélé : {cards}."),
    "sled_card": both("{card} from {who}", "{card} de {who}"),
    "relic_assigned": both("{who} takes the relic {card}.", "{who} prend la relique {card}."),
    "tile_searched": both("The tile at {space} is searched: {tile}.", "La tuile de {space} est fouillée : {tile}."),
    "tile_searched.hidden": both("The tile at {space} is searched.", "La tuile de {space} est fouillée."),
    "peek_ended": both(
        "The tile at {space} is turned face down again.", "La tuile de {space} est retournée face cachée."
    ),
    "esoteric_added": both("{card} joins the deck.", "{card} rejoint la pioche."),
    "injury_healed": both("{card} is healed.", "{card} est soignée."),
    "injury_drawn": both("The expedition suffers {card}.", "L'expédition subit {card}."),
    "hand_card_discarded": both("{who} discards {card}.", "{who} défausse {card}."),
    "cards_milled": both(
        "Discarded from the deck ({reason}): {cards}.", "Défaussées de la pioche ({reason}) : {cards}."
    ),
    "failure_suffered.madness": both(
        "Trial {trial} failed: {who} draws a madness card.", "Épreuve {trial} ratée : {who} pioche une carte Folie."
    ),
    "failure_suffered.die": both(
        "Trial {trial} failed: the Leader rolls the penalty die.",
        "Épreuve {trial} ratée : le Leader lance le dé Malus.",
    ),
    "failure_suffered": both("Trial {trial} failed.", "Épreuve {trial} ratée."),
    "die_rolled": both("Trial {trial}: the penalty die shows {face}", "Épreuve {trial} : le dé Malus montre {face}"),
    "die_accepted": both(
        "Trial {trial}: the penalty die's {face} applies.", "Épreuve {trial} : le dé Malus ({face}) s'applique."
    ),
    "deck_reshuffled": both(
        "The discard is shuffled into a new deck ({count} cards).",
        "La défausse est mélangée en une nouvelle pioche ({count} cartes).",
    ),
    "turn_ended": both(
        "The turn is over; {who} is now the Leader.", "Le tour est terminé ; {who} est maintenant le Leader."
    ),
    "speech_penalised": both(
        "{who} spoke out of turn: a leadership token is lost.", "{who} a parlé à tort : un jeton Leadership est perdu."
    ),
    "expedition_ended.escaped": both(
        "The expedition escapes with {relics} relic(s) and {injuries} injury(ies): score {score}. {detail}",
        "L'expédition s'échappe avec {relics} relique(s) et {injuries} blessure(s) : score {score}. {detail}",
    ),
    "expedition_ended.injuries": both(
        "The expedition is lost: no injury card is left to draw.",
        "L'expédition est perdue : il ne reste plus de carte Blessure à piocher.",
    ),
    "expedition_ended.leadership": both(
        "The expedition is lost: the last leadership token is gone.",
        "L'expédition est perdue : le dernier jeton Leadership est parti.",
    ),
    "expedition_ended.won": both("The expedition wins. {detail}", "L'expédition gagne. {detail}"),
    "expedition_ended.lost": both("The expedition is lost. {detail}", "L'expédition est perdue. {detail}"),
    "a_card": both("a card", "une carte"),
    "nothing": both("nothing", "rien"),
}

SENTENCE_TEXTS = Catalogue(ENTRIES)


def _in(text: Text, lang: str) -> str:
    return text.fr if lang == "fr" else text.en


def _t(key: str, lang: str, **fields: object) -> str:
    return SENTENCE_TEXTS.text(key, lang, **fields)


def card(card_id: str | None, lang: str) -> str:
    """Any card of the box by its id, named in ``lang`` (equipment, injury, relic or madness card)."""
    if card_id is None:
        return _t("a_card", lang)
    if card_id in CONTENT.relics:
        return _in(labels.relic(card_id), lang)
    if card_id in CONTENT.madness:
        madness = CONTENT.madness[card_id]
        return f"« {madness.name} »" if lang == "fr" else f"“{madness.name_en}”"
    if card_id in CONTENT.injuries or card_id in CONTENT.equipment:
        return _in(labels.card(card_id), lang)
    return _t("a_card", lang)


def cards(ids: list[str] | None, lang: str) -> str:
    return listing((card(c, lang) for c in ids), lang) if ids else _t("nothing", lang)


def tile(tile_id: str | None, lang: str) -> str:
    if tile_id is None or tile_id not in CONTENT.tiles:
        return ""
    name = CONTENT.tiles[tile_id].name
    return name if lang == "fr" else english(name)


def space(space_id: str, lang: str) -> str:
    return _in(labels.space(space_id), lang) if space_id in CONTENT.spaces else space_id


def _reason(reason: str, lang: str) -> str:
    key = f"reason.{reason}"
    return _t(key, lang) if SENTENCE_TEXTS.has(key) else reason.replace("_", " ")


def tell(event: Event, actor: int | None, lang: str) -> str | None:
    """``event`` (as the reader may see it) in one sentence of ``lang``."""
    teller = _TELLERS.get(type(event))
    return teller(event, lang) if teller is not None else None


def _prepared(e: ev.ExpeditionPrepared, lang: str) -> str:
    return _t("expedition_prepared", lang, seats=e.seats, leader=seat_name(e.leader, lang))


def _dealt(e: ev.CardsDealt | ev.CardsPlaced, lang: str, key: str) -> str:
    who = seat_name(e.seat, lang)
    if e.cards:
        return _t(key, lang, who=who, cards=cards(e.cards, lang))
    return _t(f"{key}.hidden", lang, who=who, count=e.count)


def _madness(e: ev.MadnessDrawn, lang: str) -> str:
    who = seat_name(e.seat, lang)
    if e.card is None:
        return _t("madness_drawn.hidden", lang, who=who, level=e.level)
    return _t("madness_drawn", lang, who=who, level=e.level, card=card(e.card, lang))


def _ignored(e: ev.MadnessIgnored, lang: str) -> str:
    who = seat_name(e.seat, lang)
    if e.card is None:
        return _t("madness_ignored.hidden", lang, who=who)
    return _t("madness_ignored", lang, who=who, card=card(e.card, lang))


def _leadership(e: ev.LeadershipUsed, lang: str) -> str:
    key = f"leadership_used.{e.use}"
    target = seat_name(e.target, lang) if e.target is not None else ""
    return _t(key if SENTENCE_TEXTS.has(key) else "leadership_used", lang, target=target)


def _plane(e: ev.PlaneMoved, lang: str) -> str:
    where = space(e.space, lang)
    shown = tile(e.tile, lang)
    return _t("plane_moved", lang, space=where, tile=shown) if shown else _t("plane_moved.hidden", lang, space=where)


def _searched(e: ev.TileSearched, lang: str) -> str:
    where = space(e.space, lang)
    shown = tile(e.tile, lang)
    return (
        _t("tile_searched", lang, space=where, tile=shown) if shown else _t("tile_searched.hidden", lang, space=where)
    )


def _sled(e: ev.SledRevealed, lang: str) -> str:
    told = [_t("sled_card", lang, card=card(c.card, lang), who=seat_name(c.seat, lang)) for c in e.cards]
    return _t("sled_revealed", lang, cards=listing(told, lang) if told else _t("nothing", lang))


def _trials(e: ev.TrialsResolved, lang: str) -> str:
    trials = CONTENT.tiles[e.tile].trials
    told = [labels.trial_outcome(r.index, trials[r.index], r.total, r.passed) for r in e.results]
    return _t("trials_resolved", lang, results="; ".join(_in(t, lang) for t in told))


def _failure(e: ev.FailureSuffered, lang: str) -> str:
    key = f"failure_suffered.{e.consequence}"
    who = seat_name(e.seat, lang) if e.seat is not None else ""
    return _t(key if SENTENCE_TEXTS.has(key) else "failure_suffered", lang, trial=e.trial + 1, who=who)


def _face(face: str, lang: str) -> str:
    text = labels.DIE_FACES.get(face)
    return _in(text, lang) if text is not None else face


def _ended(e: ev.ExpeditionEnded, lang: str) -> str:
    key = f"expedition_ended.{e.reason}"
    if not SENTENCE_TEXTS.has(key):
        key = "expedition_ended.won" if e.won else "expedition_ended.lost"
    detail = e.detail if lang == "fr" else ""
    return _t(key, lang, relics=e.relics, injuries=e.injuries, score=e.score, detail=detail).strip()


Tell = Callable[[Event, str], str]


def _as(fn: Callable[..., str]) -> Tell:
    return fn


_TELLERS: dict[type[Event], Tell] = {
    ev.ExpeditionPrepared: _as(_prepared),
    ev.CardsDealt: _as(lambda e, lang: _dealt(e, lang, "cards_dealt")),
    ev.MadnessDrawn: _as(_madness),
    ev.MadnessIgnored: _as(_ignored),
    ev.LeadershipUsed: _as(_leadership),
    ev.TokenDiscarded: _as(lambda e, lang: _t("token_discarded", lang, count=e.count, reason=_reason(e.reason, lang))),
    ev.TokenBoxed: _as(lambda e, lang: _t("token_boxed", lang, reason=_reason(e.reason, lang))),
    ev.TokensReturned: _as(lambda e, lang: _t("tokens_returned", lang, count=e.count, reason=_reason(e.reason, lang))),
    ev.PlaneMoved: _as(_plane),
    ev.HourglassTurned: _as(lambda e, lang: _t("hourglass_turned.again" if e.restart else "hourglass_turned", lang)),
    ev.CardsPlaced: _as(lambda e, lang: _dealt(e, lang, "cards_placed")),
    ev.HourglassRanOut: _as(lambda e, lang: _t("hourglass_ran_out", lang)),
    ev.EncounterClosed: _as(
        lambda e, lang: _t("encounter_closed.timed_out" if e.timed_out else "encounter_closed", lang)
    ),
    ev.SledRevealed: _as(_sled),
    ev.TrialsResolved: _as(_trials),
    ev.RelicAssigned: _as(
        lambda e, lang: _t("relic_assigned", lang, who=seat_name(e.seat, lang), card=card(e.card, lang))
    ),
    ev.TileSearched: _as(_searched),
    ev.PeekEnded: _as(lambda e, lang: _t("peek_ended", lang, space=space(e.space, lang))),
    ev.EsotericAdded: _as(lambda e, lang: _t("esoteric_added", lang, card=card(e.card, lang))),
    ev.InjuryHealed: _as(lambda e, lang: _t("injury_healed", lang, card=card(e.card, lang))),
    ev.InjuryDrawn: _as(lambda e, lang: _t("injury_drawn", lang, card=card(e.card, lang))),
    ev.HandCardDiscarded: _as(
        lambda e, lang: _t("hand_card_discarded", lang, who=seat_name(e.seat, lang), card=card(e.card, lang))
    ),
    ev.CardsMilled: _as(
        lambda e, lang: _t("cards_milled", lang, reason=_reason(e.reason, lang), cards=cards(e.cards, lang))
    ),
    # the step the table is at: the prompts say it (and who must answer), so the log stays quiet
    ev.StepChanged: _as(lambda e, lang: ""),
    ev.FailureSuffered: _as(_failure),
    ev.DieRolled: _as(lambda e, lang: _t("die_rolled", lang, trial=e.trial + 1, face=_face(e.face, lang))),
    ev.DieAccepted: _as(
        lambda e, lang: _t("die_accepted", lang, trial=e.trial + 1, face=_face(e.face, lang).split(":")[0])
    ),
    ev.ResolutionEnded: _as(lambda e, lang: ""),
    ev.DeckReshuffled: _as(lambda e, lang: _t("deck_reshuffled", lang, count=e.count)),
    ev.TurnEnded: _as(lambda e, lang: _t("turn_ended", lang, who=seat_name(e.leader, lang))),
    ev.SpeechPenalised: _as(lambda e, lang: _t("speech_penalised", lang, who=seat_name(e.seat, lang))),
    ev.ExpeditionEnded: _as(_ended),
}

SENTENCES = GameSentences(
    game="montagnes",
    tell=tell,
    catalogue=SENTENCE_TEXTS,
    tags=frozenset(str(cls.__struct_config__.tag) for cls in _TELLERS),
)
