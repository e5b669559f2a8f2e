"""What one seat may know: its own hand and madness, counts of everything hidden, the public rest.

Face-down tiles show only their region (they were sorted by type at set-up); a tile shown by Fouiller
is in every view until the peek ends and then leaves them again: « retournez cette tuile face cachée »
(the space is then only marked ``searched``; the log never carries the tile).
"""

from __future__ import annotations

import msgspec

from domain.contract import Event, Outcome
from domain.games.montagnes import events as ev
from domain.games.montagnes import labels, rules
from domain.games.montagnes.content import CONTENT, Restriction, Tile, Trial
from domain.games.montagnes.labels import Text
from domain.games.montagnes.names import english
from domain.games.montagnes.state import MontagnesState, TrialOutcome
from domain.redaction import EventRule, RulesByClass, shown


class CardView(msgspec.Struct, frozen=True):
    id: str
    name: str
    kind: str
    label: Text
    equipment: str | None = None
    value: int | None = None


class TileView(msgspec.Struct, frozen=True):
    id: str
    name: str
    region: str
    trials: list[Trial]
    reward: str
    label: Text
    region_label: Text
    trial_labels: list[Text]
    reward_label: Text
    reward_text: Text


class SpaceView(msgspec.Struct, frozen=True):
    id: str
    region: str
    row: int
    column: int
    adjacent: list[str]
    face_down_tile: bool
    label: Text
    shown: TileView | None = None
    """The tile a Fouiller shows, during the peek only."""
    searched: bool = False
    """A Fouiller showed this face-down tile earlier (what it was is no longer shown)."""
    tile: TileView | None = None
    """Only in the omniscient view (a finished match's replay, an admin): the face-down tile itself."""


class RuleView(msgspec.Struct, frozen=True):
    kind: str
    text: Text
    n: int = 0
    words: list[str] = []
    equipment: list[str] = []
    parity: str | None = None


class MadnessView(msgspec.Struct, frozen=True):
    """Only ever in its holder's view. ``honour``: the part the server cannot check."""

    id: str
    level: int
    name: str
    text: str
    label: Text
    enforced: list[RuleView]
    honour: str | None
    ignored_this_turn: bool
    effect: Text
    """The card's effect in French and English (``text`` is the French alone, as printed)."""
    honour_text: Text | None
    """``honour`` in French and English."""


class RelicView(msgspec.Struct, frozen=True):
    """Codes for programs; ``*_text`` for people: the Leadership space its token covers, its immediate
    action, and its lasting constraint on its holder as Leader."""

    id: str
    kind: str
    name: str
    covers: str
    action: str
    constraint: str
    label: Text
    kind_label: Text
    covers_text: Text
    action_text: Text
    constraint_text: Text


class PlayerView(msgspec.Struct, frozen=True):
    seat: int
    label: Text
    is_leader: bool
    hand_count: int
    hand: list[CardView] | None
    madness_levels: list[int]
    madness_ignored: int
    madness: list[MadnessView] | None
    madness_returned: list[str] | None
    madness_returned_labels: list[Text] | None
    relics: list[RelicView]
    covered: list[str]
    covered_texts: list[Text]
    relic_tokens: list[str]
    relic_token_labels: list[Text]
    cards_placed: int


class SledView(msgspec.Struct, frozen=True):
    seat: int
    card: CardView | None


class MontagnesView(msgspec.Struct, frozen=True):
    seat: int | None
    seats: int
    expert: bool
    turn: int
    step: str
    step_text: Text
    leader: int
    deadline: float | None
    talk_allowed: bool
    silence: bool
    plane: str | None
    plane_label: Text | None
    spaces: list[SpaceView]
    current_tile: TileView | None
    current_trials: list[Trial]
    current_trial_labels: list[Text]
    set_aside: list[TileView]
    tokens_sled: int
    tokens_discard: int
    tokens_box: int
    deck_count: int
    discard: list[CardView]
    injury_pile: int
    esoteric_pile: list[CardView]
    relic_pile: list[RelicView]
    madness_decks: list[int]
    hand_limit: int
    players: list[PlayerView]
    sled: list[SledView]
    trials: list[TrialOutcome]
    trial_texts: list[Text]
    failures: list[int]
    reward: str | None
    reward_text: Text | None
    die_face: str | None
    die_face_text: Text | None
    die_trial: int | None
    relic_receiver: int | None
    relic_action: str | None
    relic_action_text: Text | None
    leader_constraints: list[str]
    leader_constraint_texts: list[Text]
    outcome: Outcome | None
    deck: list[CardView] | None = None
    """Only in the omniscient view: the equipment deck in order, next draw first."""
    box_tiles: list[TileView] | None = None
    """Only in the omniscient view: the tiles left in the box."""
    madness_deck_cards: list[list[str]] | None = None
    """Only in the omniscient view: each level's madness deck in order."""


def card_view(card: str) -> CardView:
    label = labels.card(card)
    if card in CONTENT.injuries:
        return CardView(card, CONTENT.injuries[card].name, "injury", label)
    eq = CONTENT.equipment[card]
    return CardView(card, eq.name, "esoteric" if eq.esoteric else "equipment", label, eq.equipment, eq.value)


def tile_view(tile: Tile) -> TileView:
    return TileView(
        tile.id,
        tile.name,
        tile.region,
        tile.trials,
        tile.reward,
        Text(tile.name, english(tile.name)),
        labels.REGIONS[tile.region],
        [labels.trial(t) for t in tile.trials],
        labels.REWARDS[tile.reward],
        labels.REWARD_TEXTS[tile.reward],
    )


def relic_view(relic: str) -> RelicView:
    r = CONTENT.relics[relic]
    return RelicView(
        r.id,
        r.kind,
        r.name,
        r.covers,
        r.action,
        r.constraint,
        labels.relic(relic),
        labels.RELIC_KINDS[r.kind],
        labels.BOARD_SPACES[r.covers],
        labels.RELIC_ACTIONS[r.action],
        labels.RELIC_CONSTRAINTS[r.constraint],
    )


def _rule_view(rule: Restriction) -> RuleView:
    return RuleView(rule.kind, labels.rule(rule), rule.n, list(rule.words), list(rule.equipment), rule.parity)


def _madness_label(card_id: str) -> Text:
    card = CONTENT.madness[card_id]
    return Text(f"{card.name} (niveau {card.level})", f"{card.name_en} (level {card.level})")


def _trial_texts(s: MontagnesState) -> list[Text]:
    if not s.trials:
        return []
    trials = rules.current_trials(s)
    return [labels.trial_outcome(o.index, trials[o.index], o.total, o.passed) for o in s.trials]


def _madness_views(s: MontagnesState, seat: int) -> list[MadnessView]:
    active = {c.id for c in rules.active_madness(s, seat)}
    out = []
    for card_id in s.madness[seat]:
        card = CONTENT.madness[card_id]
        out.append(
            MadnessView(
                card.id,
                card.level,
                card.name,
                card.text,
                Text(card.name, card.name_en),
                [_rule_view(r) for r in card.rules],
                card.honour,
                card_id not in active,
                Text(card.text, card.text_en),
                Text(card.honour, card.honour_en or "") if card.honour is not None else None,
            )
        )
    return out


def build(s: MontagnesState, seat: int | None, outcome: Outcome | None) -> MontagnesView:
    spaces = []
    for sp in CONTENT.board.spaces:
        tile = s.board.get(sp.id)
        shown = tile_view(CONTENT.tiles[tile]) if tile is not None and sp.id == s.peek_space else None
        searched = tile is not None and sp.id in s.peeked
        spaces.append(
            SpaceView(
                sp.id,
                sp.region,
                sp.row,
                sp.column,
                list(sp.adjacent),
                tile is not None,
                labels.space(sp.id),
                shown,
                searched,
            )
        )
    players = []
    for p in range(s.seats):
        own = p == seat
        players.append(
            PlayerView(
                seat=p,
                label=labels.player(p),
                is_leader=p == s.leader,
                hand_count=len(s.hands[p]),
                hand=[card_view(c) for c in s.hands[p]] if own else None,
                madness_levels=sorted(CONTENT.madness[m].level for m in s.madness[p]),
                madness_ignored=s.ignored[p],
                madness=_madness_views(s, p) if own else None,
                madness_returned=list(s.madness_boxed[p]) if own else None,
                madness_returned_labels=[_madness_label(m) for m in s.madness_boxed[p]] if own else None,
                relics=[relic_view(r) for r in s.relics[p]],
                covered=list(s.covered[p]),
                covered_texts=[labels.BOARD_SPACES[c] for c in s.covered[p]],
                relic_tokens=list(s.relic_tokens[p]),
                relic_token_labels=[labels.RELIC_KINDS[k] for k in s.relic_tokens[p]],
                cards_placed=s.placed[p],
            )
        )
    revealed = bool(s.trials)
    sled = [SledView(e.seat, card_view(e.card) if revealed or e.seat == seat else None) for e in s.sled]
    in_resolution = s.current_space is not None and s.step not in ("movement",)
    return MontagnesView(
        seat=seat,
        seats=s.seats,
        expert=s.expert,
        turn=s.turn,
        step=s.step,
        step_text=labels.STEPS[s.step],
        leader=s.leader,
        deadline=s.deadline,
        talk_allowed=s.step == "encounter" and s.talk_allowed,
        silence=(s.step == "encounter" and not s.talk_allowed) or s.step == "decision",
        plane=s.plane,
        plane_label=None if s.plane is None else labels.space(s.plane),
        spaces=spaces,
        current_tile=tile_view(CONTENT.tiles[s.current_tile]) if s.current_tile else None,
        current_trials=list(rules.current_trials(s)) if in_resolution else [],
        current_trial_labels=[labels.trial(t) for t in rules.current_trials(s)] if in_resolution else [],
        set_aside=[tile_view(CONTENT.tiles[t]) for t in s.set_aside],
        tokens_sled=s.tokens_sled,
        tokens_discard=s.tokens_discard,
        tokens_box=s.tokens_box,
        deck_count=len(s.deck),
        discard=[card_view(c) for c in s.discard],
        injury_pile=len(s.injury_pile),
        esoteric_pile=[card_view(c) for c in s.esoteric_pile],
        relic_pile=[relic_view(r) for r in s.relic_pile],
        madness_decks=[len(d) for d in s.madness_decks],
        hand_limit=s.hand_limit(),
        players=players,
        sled=sled,
        trials=list(s.trials),
        trial_texts=_trial_texts(s),
        failures=list(s.failures),
        reward=s.reward,
        reward_text=None if s.reward is None else labels.REWARD_TEXTS[s.reward],
        die_face=s.die_face,
        die_face_text=None if s.die_face is None else labels.DIE_FACES[s.die_face],
        die_trial=s.die_trial,
        relic_receiver=s.relic_receiver,
        relic_action=s.relic_action,
        relic_action_text=None if s.relic_action is None else labels.RELIC_ACTIONS[s.relic_action],
        leader_constraints=sorted(rules.leader_constraints(s)),
        leader_constraint_texts=[labels.RELIC_CONSTRAINTS[c] for c in sorted(rules.leader_constraints(s))],
        outcome=outcome,
    )


def outcome_of(state: MontagnesState) -> Outcome | None:
    """The platform's outcome of a finished expedition: everyone wins or loses together."""
    r = state.result
    if r is None:
        return None
    return Outcome.together(r.won, state.seats, r.reason, r.detail, None if r.score is None else float(r.score))


def event_view(event: Event, seat: int | None) -> Event | None:
    """``event`` as ``seat`` may read it in a log: set-up orders, others' cards and madness, reshuffled
    decks and a searched tile (seen in the views for the peek only) are cut out.

    Dispatched on the event's class (its rule looked up once per class, as Big Book does): most
    events are shown as they are, and the analytics projector asks for every event's view."""
    return _RULES(event, seat)


def _prepared(event: Event, seat: int | None) -> Event | None:
    return msgspec.structs.replace(event, board=None, box_tiles=None, deck=None, madness_decks=None)


def _others_cards(event: Event, seat: int | None) -> Event | None:
    assert isinstance(event, ev.CardsDealt | ev.CardsPlaced)
    return event if event.seat == seat else msgspec.structs.replace(event, cards=None)


def _madness_drawn(event: Event, seat: int | None) -> Event | None:
    assert isinstance(event, ev.MadnessDrawn)
    return event if event.seat == seat else msgspec.structs.replace(event, card=None, returned=None)


def _madness_ignored(event: Event, seat: int | None) -> Event | None:
    assert isinstance(event, ev.MadnessIgnored)
    return event if event.seat == seat else msgspec.structs.replace(event, card=None)


def _no_deck(event: Event, seat: int | None) -> Event | None:
    return msgspec.structs.replace(event, deck=None)


def _no_tile(event: Event, seat: int | None) -> Event | None:
    return msgspec.structs.replace(event, tile=None)


def _rule_of(cls: type) -> EventRule:
    """The rule for events of class ``cls`` (the first that applies, in the order above)."""
    if issubclass(cls, ev.ExpeditionPrepared):
        return _prepared
    if issubclass(cls, ev.CardsDealt | ev.CardsPlaced):
        return _others_cards
    if issubclass(cls, ev.MadnessDrawn):
        return _madness_drawn
    if issubclass(cls, ev.MadnessIgnored):
        return _madness_ignored
    if issubclass(cls, ev.DeckReshuffled):
        return _no_deck
    if issubclass(cls, ev.TileSearched):
        return _no_tile
    return shown


_RULES = RulesByClass(_rule_of)
