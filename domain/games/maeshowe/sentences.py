"""Maeshowe's log in sentences (``domain/sentences.py``): each event, as the reader may see it, told in
English or French with the players, cards (name and rune) and amounts. A card the reader may not see
(another hand's draw, a peek) is told as a count, because the redacted event holds only the count."""

from __future__ import annotations

import re
from collections.abc import Callable

from domain.contract import Event
from domain.games.maeshowe import events as ev
from domain.games.maeshowe.cards import CARD_RUNE, CARD_TYPE, RUNE_NAME
from domain.games.maeshowe.texts import TEXTS
from domain.sentences import GameSentences, listing, seat_name, signed
from domain.texts import Catalogue, both

ENTRIES: dict[str, dict[str, str]] = {
    "match_started": both(
        "The Vikings enter the barrow: {passages} passage tokens to clear, {food} food, a deck of {size} cards.",
        "Les Vikings entrent dans le tertre : {passages} jetons passage à retirer, {food} nourriture, une "
        "pioche de {size} cartes.",
    ),
    "hands_dealt": both("Each player is dealt {counts} cards.", "Chaque joueur reçoit {counts} cartes."),
    "hands_dealt.own": both(
        "Each player is dealt {counts} cards; you hold {cards}.",
        "Chaque joueur reçoit {counts} cartes ; vous avez {cards}.",
    ),
    "turn_started": both("Turn {turn}: {who} plays.", "Tour {turn} : {who} joue."),
    "turn_started.haste": both(
        "Turn {turn}: {who} plays and must play Haste.", "Tour {turn} : {who} joue et doit jouer Précipitation."
    ),
    "hands_dealt.each": both("{who} holds {cards}.", "{who} a {cards}."),
    "card_played": both("{who} plays {card} onto the line.", "{who} joue {card} sur la ligne."),
    "card_played.discard": both(
        "{who} plays {card} onto the line from {owner}'s discard.",
        "{who} joue {card} sur la ligne depuis la défausse de {owner}.",
    ),
    "card_discarded": both("{who} discards {card}.", "{who} défausse {card}."),
    "card_given": both("{who} gives {card} to {to}.", "{who} donne {card} à {to}."),
    "card_given.hidden": both("{who} gives a card to {to}.", "{who} donne une carte à {to}."),
    "cards_forced_to_discard": both(
        "{who} must put {cards} into their discard ({reason}).",
        "{who} doit placer {cards} dans sa défausse ({reason}).",
    ),
    "reason.fear_of_the_dark": both("Fear of the dark", "Peur du noir"),
    "reason.crumbling": both("Crumbling", "Effritement"),
    "reason.ruin_recovery": both("Ruin and Recovery", "Ruine et Récupération"),
    "cards_drawn": both("{who} draws {cards}.", "{who} pioche {cards}."),
    "cards_drawn.hidden": both("{who} draws {count} cards.", "{who} pioche {count} cartes."),
    "cards_drawn.hidden.one": both("{who} draws a card.", "{who} pioche une carte."),
    "deck_to_discard": both(
        "The top cards of the deck go face up into {who}'s discard: {cards}.",
        "Les premières cartes de la pioche vont face visible dans la défausse de {who} : {cards}.",
    ),
    "health_changed": both(
        "{who}: {delta} health (now {health}/{max_health}).",
        "{who} : {delta} santé (maintenant {health}/{max_health}).",
    ),
    "food_changed": both("Food {delta} (now {food}).", "Nourriture {delta} (maintenant {food})."),
    "passages_changed": both(
        "Passage tokens {delta} (now {passages} left).", "Jetons passage {delta} (il en reste {passages})."
    ),
    "dig_scored": both(
        "Four Digs in a row: {removed} passage tokens removed, {passages} left.",
        "Quatre Creuser un passage à la suite : {removed} jetons passage retirés, il en reste {passages}.",
    ),
    "hope_rune_chosen": both("{card} counts as the {rune} rune.", "{card} compte comme l'icône {rune}."),
    "went_mad": both(
        "{who} goes mad ({cause}): the hand goes face up into the discard.",
        "{who} devient fou ({cause}) : sa main va face visible dans sa défausse.",
    ),
    "went_mad.shown": both(
        "{who} goes mad ({cause}): the hand goes face up into the discard: {cards}.",
        "{who} devient fou ({cause}) : sa main va face visible dans sa défausse : {cards}.",
    ),
    "cause.runes": both("three cards of one rune in a row", "trois cartes de la même icône à la suite"),
    "cause.dread": both("Dread", "Effroi"),
    "discard_shuffled_into_deck": both(
        "{who}'s discard is shuffled into the deck ({size} cards now).",
        "La défausse de {who} est mélangée dans la pioche ({size} cartes maintenant).",
    ),
    "cards_shuffled_into_deck.discard": both(
        "{cards} from {owner}'s discard are shuffled into the deck.",
        "{cards} de la défausse de {owner} sont mélangées dans la pioche.",
    ),
    "cards_shuffled_into_deck.line": both(
        "{cards} from the line are shuffled into the deck.", "{cards} de la ligne sont mélangées dans la pioche."
    ),
    "deck_shuffled": both("The deck is shuffled ({size} cards).", "La pioche est mélangée ({size} cartes)."),
    "discard_shuffled": both("{who} shuffles their discard.", "{who} mélange sa défausse."),
    "line_to_hand": both("{who} takes {card} back from the line.", "{who} reprend {card} de la ligne."),
    "discard_to_hand": both(
        "{who} takes {card} back from {owner}'s discard.", "{who} reprend {card} de la défausse de {owner}."
    ),
    "line_to_discard": both(
        "{cards} leave the line for {who}'s discard.", "{cards} quittent la ligne pour la défausse de {who}."
    ),
    "snub_found": both(
        "Snub finds {card} and puts it at the start of the line.",
        "Snober trouve {card} et le place au début de la ligne.",
    ),
    "snub_drawn": both(
        "Snub puts the top of the deck at the start of the line: {cards}.",
        "Snober place le dessus de la pioche au début de la ligne : {cards}.",
    ),
    "hope_peeked": both(
        "{who} looks at the top of the deck: {cards}.", "{who} regarde le dessus de la pioche : {cards}."
    ),
    "hope_peeked.hidden": both(
        "{who} looks at the top {count} cards of the deck.", "{who} regarde les {count} premières cartes de la pioche."
    ),
    "hope_resolved": both(
        "{who} keeps {taken} and puts {put_back} back on top.", "{who} garde {taken} et remet {put_back} sur la pioche."
    ),
    "hope_resolved.hidden": both(
        "{who} keeps {taken_count} cards and puts {put_back_count} back on top.",
        "{who} garde {taken_count} cartes et en remet {put_back_count} sur la pioche.",
    ),
    "nothing": both("nothing", "rien"),
    "line_rearranged": both(
        "The line is put in a new order: {cards}.", "La ligne est remise dans un nouvel ordre : {cards}."
    ),
    "jarl_passed": both("{who} passes the Jarl token to {to}.", "{who} passe le jeton Jarl à {to}."),
    "jarl_passed.stuck": both(
        "{who} cannot take a turn and passes the Jarl token to {to}.",
        "{who} ne peut pas jouer et passe le jeton Jarl à {to}.",
    ),
    "match_won": both("The Vikings win: {detail}", "Les Vikings gagnent : {detail}"),
    "match_lost": both("The Vikings lose: {detail}", "Les Vikings perdent : {detail}"),
}

SENTENCE_TEXTS = Catalogue(ENTRIES)
_RULE_REF = re.compile(r"\s*\(R-[A-Z]+-\d+\)")


def card(c: int, lang: str) -> str:
    """A card as a sentence names it: "Raven (blue)" / "Corbeau (bleue)"."""
    name = TEXTS.text(f"card.{CARD_TYPE[c]}.name", lang)
    rune = CARD_RUNE[c]
    return f"{name} ({TEXTS.text(f'rune.{RUNE_NAME[rune]}', lang)})" if rune else name


def cards(cs: list[int], lang: str) -> str:
    return listing((card(c, lang) for c in cs), lang) if cs else SENTENCE_TEXTS.text("nothing", lang)


def _outcome(reason: str, detail: str, lang: str) -> str:
    key = f"outcome.{reason}"
    told = TEXTS.text(key, lang) if TEXTS.has(key) else detail
    return _RULE_REF.sub("", told)  # the log names no ruling (R-Q-2): the rule is in the words


def tell(event: Event, actor: int | None, lang: str) -> str | None:
    """``event`` (as the reader may see it) in one sentence of ``lang``."""
    teller = _TELLERS.get(type(event))
    return teller(event, lang) if teller is not None else None


def _t(key: str, lang: str, **fields: object) -> str:
    return SENTENCE_TEXTS.text(key, lang, **fields)


def _started(e: ev.MatchStarted, lang: str) -> str:
    return _t("match_started", lang, passages=e.passages, food=e.food, size=e.size)


def _dealt(e: ev.HandsDealt, lang: str) -> str:
    counts = listing(sorted({str(c) for c in e.counts}), lang)
    own = [(seat, hand) for seat, hand in enumerate(e.hands) if hand]
    if len(own) == 1:  # the reader's own hand (a seat's copy shows only its own)
        return _t("hands_dealt.own", lang, counts=counts, cards=cards(own[0][1], lang))
    dealt = _t("hands_dealt", lang, counts=counts)
    return " ".join(
        [dealt, *(_t("hands_dealt.each", lang, who=seat_name(s, lang), cards=cards(h, lang)) for s, h in own)]
    )


def _turn(e: ev.TurnStarted, lang: str) -> str:
    return _t(
        "turn_started.haste" if e.must_play_haste else "turn_started", lang, turn=e.turn, who=seat_name(e.seat, lang)
    )


def _played(e: ev.CardPlayed, lang: str) -> str:
    key = "card_played.discard" if e.source == "discard" else "card_played"
    return _t(key, lang, who=seat_name(e.seat, lang), card=card(e.card, lang), owner=seat_name(e.owner, lang))


def _given(e: ev.CardGiven, lang: str) -> str:
    who, to = seat_name(e.seat, lang), seat_name(e.to, lang)
    if e.card is None:
        return _t("card_given.hidden", lang, who=who, to=to)
    return _t("card_given", lang, who=who, to=to, card=card(e.card, lang))


def _forced(e: ev.CardsForcedToDiscard, lang: str) -> str:
    key = f"reason.{e.reason}"
    reason = _t(key, lang) if SENTENCE_TEXTS.has(key) else e.reason.replace("_", " ")
    return _t("cards_forced_to_discard", lang, who=seat_name(e.seat, lang), cards=cards(e.cards, lang), reason=reason)


def _drawn(e: ev.CardsDrawn, lang: str) -> str:
    who = seat_name(e.seat, lang)
    if e.cards:
        return _t("cards_drawn", lang, who=who, cards=cards(e.cards, lang))
    return _t("cards_drawn.hidden.one" if e.count == 1 else "cards_drawn.hidden", lang, who=who, count=e.count)


def _mad(e: ev.WentMad, lang: str) -> str:
    who, cause = seat_name(e.seat, lang), _t(f"cause.{e.cause}", lang)
    if e.hand:
        return _t("went_mad.shown", lang, who=who, cause=cause, cards=cards(e.hand, lang))
    return _t("went_mad", lang, who=who, cause=cause)


def _shuffled_in(e: ev.CardsShuffledIntoDeck, lang: str) -> str:
    return _t(f"cards_shuffled_into_deck.{e.source}", lang, cards=cards(e.cards, lang), owner=seat_name(e.owner, lang))


def _peeked(e: ev.HopePeeked, lang: str) -> str:
    who = seat_name(e.seat, lang)
    if e.cards:
        return _t("hope_peeked", lang, who=who, cards=cards(e.cards, lang))
    return _t("hope_peeked.hidden", lang, who=who, count=e.count)


def _hope(e: ev.HopeResolved, lang: str) -> str:
    who = seat_name(e.seat, lang)
    if e.taken or e.put_back or not (e.taken_count or e.put_back_count):
        return _t("hope_resolved", lang, who=who, taken=cards(e.taken, lang), put_back=cards(e.put_back, lang))
    return _t("hope_resolved.hidden", lang, who=who, taken_count=e.taken_count, put_back_count=e.put_back_count)


def _jarl(e: ev.JarlPassed, lang: str) -> str:
    return _t(
        "jarl_passed.stuck" if e.stuck else "jarl_passed", lang, who=seat_name(e.seat, lang), to=seat_name(e.to, lang)
    )


def _rune(e: ev.HopeRuneChosen, lang: str) -> str:
    return _t("hope_rune_chosen", lang, card=card(e.card, lang), rune=TEXTS.text(f"rune.{e.rune}", lang))


Tell = Callable[[Event, str], str]


def _as(fn: Callable[..., str]) -> Tell:
    return fn


_TELLERS: dict[type[Event], Tell] = {
    ev.MatchStarted: _as(_started),
    ev.HandsDealt: _as(_dealt),
    ev.TurnStarted: _as(_turn),
    ev.CardPlayed: _as(_played),
    ev.CardDiscarded: _as(
        lambda e, lang: _t("card_discarded", lang, who=seat_name(e.seat, lang), card=card(e.card, lang))
    ),
    ev.CardGiven: _as(_given),
    ev.CardsForcedToDiscard: _as(_forced),
    ev.CardsDrawn: _as(_drawn),
    ev.DeckToDiscard: _as(
        lambda e, lang: _t("deck_to_discard", lang, who=seat_name(e.seat, lang), cards=cards(e.cards, lang))
    ),
    ev.HealthChanged: _as(
        lambda e, lang: _t(
            "health_changed",
            lang,
            who=seat_name(e.seat, lang),
            delta=signed(e.delta),
            health=e.health,
            max_health=e.max_health,
        )
    ),
    ev.FoodChanged: _as(lambda e, lang: _t("food_changed", lang, delta=signed(e.delta), food=e.food)),
    ev.PassagesChanged: _as(lambda e, lang: _t("passages_changed", lang, delta=signed(e.delta), passages=e.passages)),
    ev.DigScored: _as(lambda e, lang: _t("dig_scored", lang, removed=e.removed, passages=e.passages)),
    ev.HopeRuneChosen: _as(_rune),
    ev.WentMad: _as(_mad),
    ev.DiscardShuffledIntoDeck: _as(
        lambda e, lang: _t("discard_shuffled_into_deck", lang, who=seat_name(e.seat, lang), size=e.size)
    ),
    ev.CardsShuffledIntoDeck: _as(_shuffled_in),
    ev.DeckShuffled: _as(lambda e, lang: _t("deck_shuffled", lang, size=e.size)),
    ev.DiscardShuffled: _as(lambda e, lang: _t("discard_shuffled", lang, who=seat_name(e.seat, lang))),
    ev.LineToHand: _as(lambda e, lang: _t("line_to_hand", lang, who=seat_name(e.seat, lang), card=card(e.card, lang))),
    ev.DiscardToHand: _as(
        lambda e, lang: _t(
            "discard_to_hand",
            lang,
            who=seat_name(e.seat, lang),
            card=card(e.card, lang),
            owner=seat_name(e.owner, lang),
        )
    ),
    ev.LineToDiscard: _as(
        lambda e, lang: _t("line_to_discard", lang, who=seat_name(e.seat, lang), cards=cards(e.cards, lang))
    ),
    ev.SnubFound: _as(lambda e, lang: _t("snub_found", lang, card=card(e.card, lang))),
    ev.SnubDrawn: _as(lambda e, lang: _t("snub_drawn", lang, cards=cards(e.cards, lang))),
    ev.HopePeeked: _as(_peeked),
    ev.HopeResolved: _as(_hope),
    ev.LineRearranged: _as(lambda e, lang: _t("line_rearranged", lang, cards=cards(e.order, lang))),
    ev.JarlPassed: _as(_jarl),
    # the card-resolution queue: bookkeeping a player reads in the prompts, not in the log
    ev.TaskAdded: _as(lambda e, lang: ""),
    ev.TaskDone: _as(lambda e, lang: ""),
    ev.MatchWon: _as(lambda e, lang: _t("match_won", lang, detail=_outcome(e.reason, e.detail, lang))),
    ev.MatchLost: _as(lambda e, lang: _t("match_lost", lang, detail=_outcome(e.reason, e.detail, lang))),
}

SENTENCES = GameSentences(
    game="maeshowe",
    tell=tell,
    catalogue=SENTENCE_TEXTS,
    tags=frozenset(str(cls.__struct_config__.tag) for cls in _TELLERS),
)
