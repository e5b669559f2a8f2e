"""The names and card texts of what a view shows, in the reader's language (issue 34, items 3, 4, 8).

A Mansions view names content by id (an investigator, an item, a monster kind, a card, the objective,
the story's answers); a table must never show those ids. Rather than a name beside every id field, the
view carries ``names`` (id -> name) and ``texts`` (id -> what the card says) for exactly the ids it
already shows: the map is computed from the finished view, so it can reveal nothing the view hides
(a spectator's view has no keeper's hand, so no name of a card in it either). ``outcome`` tells the end
in words: which side won and by which condition of the objective.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

from domain.games.mansions.attribute_names import ATTRIBUTE_NAMES
from domain.games.mansions.content import CONTENT
from domain.games.mansions.content import schema as sc
from domain.texts import Catalogue, both

if TYPE_CHECKING:
    from domain.games.mansions.views import MansionsView

_TABLES: tuple[Mapping[str, Any], ...] = (
    CONTENT.investigators,
    CONTENT.traits,
    CONTENT.items,
    CONTENT.monsters,
    CONTENT.spells,
    CONTENT.objectives,
    CONTENT.events,
    CONTENT.mythos,
    CONTENT.trauma,
    CONTENT.keeper_actions,
    CONTENT.exploration,
    CONTENT.locks,
    CONTENT.obstacles,
    CONTENT.puzzles,
    CONTENT.combat,
)
"""Every content table whose entries have a ``name`` (first match wins; ids are unique across them,
the loader checks the cards' ids)."""

_STORY: dict[str, sc.Text] = {
    **{q.id: q.text for q in CONTENT.scenario.questions},
    **{f"{q.id}.{a.id}": a.text for q in CONTENT.scenario.questions for a in q.answers},
}
"""The story's questions by id and answers by ``question.answer`` (answer ids repeat across questions)."""

TEXTS = Catalogue(
    {
        "spell.banish": both("Banishment", "Bannissement"),
        "spell.mend": both("Mending", "Guérison"),
        "spell.sight": both("Sight", "Vision"),
        "spell.ward": both("Ward", "Protection"),
        **ATTRIBUTE_NAMES,
        "attribute.movements": both("Movements", "Déplacements"),
        "duration.turn": both("this turn", "ce tour"),
        "duration.while_in_play": both("while in play", "tant qu'elle est en jeu"),
        "winner.keeper": both("The keeper wins", "Le gardien gagne"),
        "winner.investigators": both("The investigators win", "Les investigateurs gagnent"),
        "reason.event": both("{event} has resolved.", "{event} s'est résolu."),
        "reason.tokens": both(
            "{count} {token} tokens lie in {room}: the rite is complete.",
            "{count} pions {token} sont dans {room} : le rite est accompli.",
        ),
        "reason.kill": both("{monster} is destroyed.", "{monster} est détruit."),
        "reason.deliver": both("{item} is brought to {room}.", "{item} est apporté dans {room}."),
        "reason.escape": both(
            "every living investigator reached {room}.", "tous les investigateurs vivants ont atteint {room}."
        ),
        "reason.no_investigator": both("no investigator is left.", "il ne reste aucun investigateur."),
        "unknown.event": both("the keeper's deadline has come.", "l'échéance du gardien est arrivée."),
        "unknown.tokens": both("the rite is complete.", "le rite est accompli."),
        "unknown.kill": both("the creature is destroyed.", "la créature est détruite."),
        "unknown.deliver": both("the objective's item reached its room.", "l'objet de l'objectif a atteint sa pièce."),
        "unknown.escape": both("the investigators escaped.", "les investigateurs se sont échappés."),
        "token.ritual": both("ritual", "rituel"),
        "token.darkness": both("darkness", "obscurité"),
        "token.fire": both("fire", "feu"),
        "token.corpse": both("corpse", "cadavre"),
        "token.barricade": both("barricade", "barricade"),
        "portrait.stats": both(
            "Health {health}, sanity {sanity}, {points} skill points.",
            "Santé {health}, raison {sanity}, {points} points de compétence.",
        ),
        "trait.item": both("starts with {item}", "commence avec {item}"),
        "trait.spell": both("starts with a {spell} spell", "commence avec un sort de {spell}"),
        "trait.ability": both("once per game, {ability}: {text}", "une fois par partie, {ability} : {text}"),
    }
)
"""Names the content files do not hold: spell types, attributes, durations and the end's sentences."""

_ROOMS: dict[str, sc.Text] = {r.id: r.name for r in CONTENT.board.rooms}


def name_of(key: str, lang: str) -> str | None:
    """The name of a content id (or a story question, or ``question.answer``) in ``lang``; None if unknown."""
    for table in _TABLES:
        entry = table.get(key)
        if entry is not None and isinstance(getattr(entry, "name", None), sc.Text):
            return str(entry.name.get(lang))
    if key in _STORY:
        return _STORY[key].get(lang)
    if key in _ROOMS:
        return _ROOMS[key].get(lang)
    for prefix in ("spell", "attribute", "duration"):
        if TEXTS.has(f"{prefix}.{key}"):
            return TEXTS.text(f"{prefix}.{key}", lang)
    return None


def _attributes(trait: sc.Trait, lang: str) -> str:
    keys = (
        ("strength", "dexterity", "marksmanship")
        if isinstance(trait, sc.PhysicalTrait)
        else ("intellect", "willpower", "lore", "luck")
    )
    return ", ".join(f"{TEXTS.text(f'attribute.{k}', lang)} {getattr(trait, k)}" for k in keys)


def _trait_text(trait: sc.Trait, lang: str) -> str:
    """A trait explained: the attributes it sets and what it gives (an item, a spell, an ability)."""
    gives: list[str] = []
    if isinstance(trait, sc.PhysicalTrait):
        if trait.item is not None:
            gives.append(TEXTS.text("trait.item", lang, item=name_of(trait.item, lang) or trait.item))
        if trait.spell_type is not None:
            gives.append(TEXTS.text("trait.spell", lang, spell=TEXTS.text(f"spell.{trait.spell_type}", lang)))
    else:
        ability = trait.ability
        text = ability.card.text.get(lang)
        gives.append(TEXTS.text("trait.ability", lang, ability=ability.name.get(lang), text=text))
    return "; ".join([_attributes(trait, lang), *gives])


def text_of(key: str, lang: str) -> str | None:
    """What a card says (an item, the objective, an event, a keeper's card, a lock or obstacle); an
    investigator's portrait (who they are, health, sanity, skill points); a trait explained."""
    investigator = CONTENT.investigators.get(key)
    if investigator is not None:
        stats = TEXTS.text(
            "portrait.stats",
            lang,
            health=investigator.health,
            sanity=investigator.sanity,
            points=investigator.skill_points,
        )
        return f"{investigator.story.get(lang)} {stats}"
    trait = CONTENT.traits.get(key)
    if trait is not None:
        return _trait_text(trait, lang)
    for table in _TABLES:
        entry = table.get(key)
        if entry is None:
            continue
        card = getattr(entry, "card", None)
        text = card.text if isinstance(card, sc.Card) else getattr(entry, "text", None)
        return text.get(lang) if isinstance(text, sc.Text) else None
    return None


def _token(token: str, lang: str) -> str:
    return TEXTS.text(f"token.{token}", lang) if TEXTS.has(f"token.{token}") else token


def outcome(objective: str | None, winner: str | None, reason: str, lang: str) -> str | None:
    """The end in one sentence of ``lang``: the winning side and the condition met (R-H-16)."""
    if winner is None:
        return None
    side = TEXTS.text(f"winner.{winner}", lang)
    head = side + (" :" if lang == "fr" else ":")
    if reason == "no_investigator":
        return f"{head} {TEXTS.text('reason.no_investigator', lang)}"
    spec = CONTENT.objectives.get(objective or "")
    conditions = (spec.keeper if winner == "keeper" else spec.investigators) if spec is not None else []
    met = next((c for c in conditions if c.__struct_config__.tag == reason), None)
    if met is None:  # a seat that never saw the objective: the public reason, without the card's details
        return f"{head} {TEXTS.text(f'unknown.{reason}', lang)}" if TEXTS.has(f"unknown.{reason}") else f"{side}."

    def n(key: str) -> str:
        return name_of(key, lang) or key

    match met:
        case sc.EventResolved(event=event):
            told = TEXTS.text("reason.event", lang, event=n(event))
        case sc.Tokens(token=token, room=room, count=count):
            told = TEXTS.text("reason.tokens", lang, count=count, token=_token(token, lang), room=n(room))
        case sc.Kill(monster=monster):
            told = TEXTS.text("reason.kill", lang, monster=n(monster))
        case sc.Deliver(item=item, room=room):
            told = TEXTS.text("reason.deliver", lang, item=n(item), room=n(room))
        case sc.Escape(room=room):
            told = TEXTS.text("reason.escape", lang, room=n(room))
    return f"{head} {told}"


def _shown(v: MansionsView) -> Iterator[str]:
    """Every content id ``v`` shows (never one it does not: the names follow the view)."""
    for investigator in v.choosable:
        yield from (investigator, *CONTENT.investigators[investigator].physical)
        yield from CONTENT.investigators[investigator].mental
    for i in v.investigators:
        yield from (i.investigator, i.physical, i.mental, *i.items, *i.traumas)
        for sp in i.spells:
            yield from (sp.spell_type, sp.attribute)
            if sp.card is not None:
                yield sp.card
        for m in i.modifiers:
            yield from (m.stat, m.duration)
    yield from (m.kind for m in v.monsters)
    yield from v.events
    yield from v.known_barriers.values()
    for cards in v.dropped.values():
        yield from cards
    yield from v.spells_cast
    if v.objective is not None:
        yield v.objective
    if v.secrets is not None:
        yield v.secrets.objective
        yield from v.secrets.hand
        for question, answer in v.secrets.answers.items():
            yield from (question, f"{question}.{answer}")
        for cards in v.secrets.stacks.values():
            yield from cards
    if v.decks is not None:
        for cards in (*v.decks.spells.values(), v.decks.mythos, v.decks.trauma, *v.decks.combat.values()):
            yield from cards


def labels(v: MansionsView, lang: str) -> tuple[dict[str, str], dict[str, str]]:
    """``names`` and ``texts`` for the ids ``v`` shows, in ``lang``."""
    names: dict[str, str] = {}
    texts: dict[str, str] = {}
    for key in _unique(_shown(v)):
        name = name_of(key, lang)
        if name is not None:
            names[key] = name
        text = text_of(key, lang)
        if text is not None:
            texts[key] = text
    return names, texts


def _unique(keys: Iterable[str]) -> list[str]:
    return sorted(set(keys))
