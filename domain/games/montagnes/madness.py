"""Madness restrictions the server can enforce: what a mad player may say and which cards they may place.

« Le texte des cartes Folie l'emporte sur toute autre règle. » In the expert variant a player applies
every card held; « Si des cartes Folie se contredisent, appliquez la carte Folie de plus haut niveau »:
restrictions that cannot both hold (two exclusive speech forms, two parities, an answer-only form and a
fixed opening/closing word) keep the higher-level card's; compatible ones all apply.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from domain.games.montagnes import speech
from domain.games.montagnes.content import CONTENT, EquipmentCard, MadnessCard, Restriction

_EXCLUSIVE_FORMS = frozenset({"questions_only", "yes_no_only", "only_words"})
_CLOSED_FORMS = frozenset({"yes_no_only", "only_words"})
_AFFIXES = frozenset({"prefix", "suffix"})
_SAME_KIND_EXCLUSIVE = frozenset({"prefix", "suffix", "parity"})

YES_NO = frozenset({"oui", "non", "yes", "no"})
NUMBER_WORDS = speech.NUMBER_WORDS
COMPOUNDS = frozenset(w for card in CONTENT.madness.values() for rule in card.rules for w in rule.words if "-" in w)
"""Hyphenated words a card names (« tekeli-li »): they count as one word."""


def words(text: str) -> list[str]:
    """Lower-cased, accent-free words as counted (hyphens split them, except the compounds a card
    names such as « tekeli-li »; elided forms such as « j'ai » stay whole)."""
    return list(speech.parse(text, COMPOUNDS).words)


def _conflicts(a: Restriction, b: Restriction) -> bool:
    if a.kind in _EXCLUSIVE_FORMS and b.kind in _EXCLUSIVE_FORMS:
        return True
    if a.kind == b.kind and a.kind in _SAME_KIND_EXCLUSIVE:
        return True
    kinds = {a.kind, b.kind}
    if "parrot" in kinds and ("prefix" in kinds or kinds & _CLOSED_FORMS):
        return True  # a line opening with another's sentence cannot open with a fixed word, nor say only some words
    return bool(kinds & _CLOSED_FORMS) and bool(kinds & _AFFIXES)


def combine(cards: Iterable[MadnessCard]) -> list[Restriction]:
    """The restrictions in force for a set of madness cards (highest level first wins on conflict)."""
    kept: list[Restriction] = []
    for card in sorted(cards, key=lambda c: -c.level):
        for rule in card.rules:
            if not any(_conflicts(rule, other) for other in kept):
                kept.append(rule)
    return kept


@dataclass(frozen=True)
class Context:
    """What a line's rules read beyond its text: its addressees (``None``: the whole table), the
    Leader, and the other players' last lines (the platform keeps every line)."""

    to: list[int] | None = None
    leader: int | None = None
    others: tuple[str, ...] = ()


def speech_violation(rules: list[Restriction], text: str, context: Context | None = None) -> str | None:
    """Why ``text`` breaks one of ``rules`` (a French reason), or ``None`` if it complies. The text is
    read through :func:`speech.parse`, so typing tricks do not dodge a rule. A parrot's repeated
    sentence is quoted, not said: the other rules bind the words that follow it."""
    context = context or Context()
    said = speech.parse(text, COMPOUNDS)
    own_text, own = text, said
    if any(rule.kind == "parrot" for rule in rules):
        repeated = _repeated(said, context.others)
        if repeated is None:
            if not context.others:
                return "Votre Folie vous fait répéter la phrase d'un autre joueur, et personne n'a encore parlé."
            return "Votre Folie vous oblige à répéter d'abord la dernière phrase d'un autre joueur."
        own_text = speech.after_words(text, repeated, COMPOUNDS)
        own = speech.parse(own_text, COMPOUNDS)
    quoted_only = own is not said and not own.words
    for rule in rules:
        if rule.kind == "leader_only":
            if context.to != [context.leader]:
                return "Votre Folie ne vous laisse parler qu'au Leader: adressez ce message au Leader seul."
            continue
        if rule.kind == "parrot" or (quoted_only and rule.kind != "mute"):
            continue
        reason = _speech_rule(rule, own_text, own)
        if reason is not None:
            return reason
    return None


def _repeated(said: speech.Said, others: tuple[str, ...]) -> int | None:
    """How many words of ``said`` repeat another player's last sentence (the longest), if any does."""
    best: int | None = None
    for line in others:
        sentence = speech.parse(speech.last_sentence(line), COMPOUNDS).words
        if sentence and said.words[: len(sentence)] == sentence and (best is None or len(sentence) > best):
            best = len(sentence)
    return best


def _speech_rule(rule: Restriction, text: str, said: speech.Said) -> str | None:
    kind = rule.kind
    tokens = said.words
    folded = [speech.fold(w) for w in rule.words]
    if kind == "mute":
        return "Votre Folie vous interdit de parler."
    if kind == "max_words" and len(tokens) > rule.n:
        return f"Votre Folie limite vos messages à {rule.n} mot(s)."
    if kind == "questions_only":
        sentences = [s.strip() for s in re.split(r"(?<=[.!?…])", text.strip()) if s.strip()]
        if not sentences or any(not s.endswith("?") for s in sentences):
            return "Votre Folie ne vous permet que des questions."
    if kind == "yes_no_only" and (not tokens or any(w not in YES_NO for w in tokens)):
        return "Votre Folie ne vous permet que « oui » ou « non »."
    if kind == "only_words" and (not tokens or any(w not in folded for w in tokens)):
        return "Votre Folie ne vous permet que certains mots."
    if kind == "no_numbers" and any(speech.is_number(w) for w in said.lookups()):
        return "Votre Folie vous interdit de dire un nombre."
    if kind == "forbidden_words" and any(w in folded for w in said.lookups()):
        return "Votre Folie vous interdit un des mots employés."
    if kind == "uppercase" and any(c.islower() for c in text):
        return "Votre Folie vous oblige à écrire en majuscules."
    if kind == "prefix" and (not tokens or tokens[0] not in folded):
        return f"Votre Folie vous oblige à commencer par « {rule.words[0]} »."
    if kind == "suffix" and (not tokens or tokens[-1] not in folded):
        return f"Votre Folie vous oblige à finir par « {rule.words[0]} »."
    if kind == "max_word_length" and any(len(w) > rule.n for w in said.parts):
        return f"Votre Folie vous interdit les mots de plus de {rule.n} lettres."
    if kind == "third_person" and any(w in speech.FIRST_PERSON for w in said.lookups()):
        return "Votre Folie vous fait parler de vous à la troisième personne (ni « je », ni « moi », ni « mon »)."
    return None


def card_allowed(rules: list[Restriction], card: EquipmentCard | None) -> bool:
    """Whether one card may go on the sled under ``rules`` (``None``: an injury, never restricted by
    value, parity or type since it is no equipment)."""
    for rule in rules:
        if rule.kind == "no_cards":
            return False
        if card is None:
            continue
        if rule.kind == "max_value" and card.value > rule.n:
            return False
        if rule.kind == "parity" and (card.value % 2 == 0) != (rule.parity == "even"):
            return False
        if rule.kind == "no_type" and card.equipment in rule.equipment:
            return False
    return True


def card_budget(rules: list[Restriction], already_placed: int) -> tuple[int | None, bool]:
    """(cards still allowed this encounter or ``None`` for no limit, one card per placement?)."""
    budget: int | None = None
    single = False
    for rule in rules:
        if rule.kind == "max_cards":
            left = max(0, rule.n - already_placed)
            budget = left if budget is None else min(budget, left)
        if rule.kind == "one_at_a_time":
            single = True
    return budget, single


def card_of(card_id: str) -> EquipmentCard | None:
    return CONTENT.equipment.get(card_id)
