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
    """An equipment or injury card."""

    id: str
    """The card's id."""
    name: str
    """The card's French name, as printed."""
    kind: str
    """``equipment``, ``esoteric`` (esoteric equipment) or ``injury``."""
    label: Text
    """The card's name and kind or value, in French and English (« Rations (Caisse 2) »)."""
    equipment: str | None = None
    """The equipment type it counts toward in a trial (``null`` for an injury)."""
    value: int | None = None
    """What it adds to its type's sum in a trial (``null`` for an injury)."""


class TileView(msgspec.Struct, frozen=True):
    """A mountain tile: its two trials (Épreuves) and its reward."""

    id: str
    """The tile's id."""
    name: str
    """The tile's French name, as printed."""
    region: str
    """Its region: ``coast``, ``mountains``, ``city``, ``gates`` or ``escape``."""
    trials: list[Trial]
    """Its trials: each asks for a sum of one equipment type."""
    reward: str
    """Its reward, earned with at least one trial passed (a relic kind, ``search``, ``esoteric``, ``heal``,
    ``exalt`` or ``none``)."""
    label: Text
    """The tile's name, in French and English."""
    region_label: Text
    """The region's name, in French and English."""
    trial_labels: list[Text]
    """Each trial in words, in French and English."""
    reward_label: Text
    """The reward's name, in French and English."""
    reward_text: Text
    """What the reward does, in French and English."""


class SpaceView(msgspec.Struct, frozen=True):
    """A space of the mountain board."""

    id: str
    """The space's id (what ``move`` sends)."""
    region: str
    """Its region: ``coast``, ``mountains``, ``city``, ``gates`` or ``escape``."""
    row: int
    """Its row on the board (for drawing)."""
    column: int
    """Its column on the board (for drawing)."""
    adjacent: list[str]
    """The ids of the spaces the plane may move to from here."""
    face_down_tile: bool
    """A face-down tile still lies here (the plane has not visited it)."""
    label: Text
    """The space's name, in French and English."""
    shown: TileView | None = None
    """The tile a Fouiller shows, during the peek only."""
    searched: bool = False
    """A Fouiller showed this face-down tile earlier (what it was is no longer shown)."""
    tile: TileView | None = None
    """Only in the omniscient view (a finished match's replay, an admin): the face-down tile itself."""


class RuleView(msgspec.Struct, frozen=True):
    """One constraint a madness card puts on what its holder says or places (the server enforces it)."""

    kind: str
    """The constraint's kind (a speech or card-placing rule)."""
    text: Text
    """The constraint in words, in French and English."""
    n: int = 0
    """Its number, for the kinds that have one (a count of words or cards)."""
    words: list[str] = []
    """The words it concerns, for the kinds that have some."""
    equipment: list[str] = []
    """The equipment types it concerns, for the kinds that have some."""
    parity: str | None = None
    """``odd`` or ``even``, for a kind about card values' parity."""


class MadnessView(msgspec.Struct, frozen=True):
    """Only ever in its holder's view. ``honour``: the part the server cannot check."""

    id: str
    """The madness card's id."""
    level: int
    """Its level, 1 to 3 (each new madness card is one level higher)."""
    name: str
    """Its French name, as printed."""
    text: str
    """Its French text, as printed."""
    label: Text
    """Its name, in French and English."""
    enforced: list[RuleView]
    """The constraints the server enforces on its holder."""
    honour: str | None
    """The part of its text the server cannot check, left to its holder's honour (French)."""
    ignored_this_turn: bool
    """A leadership token makes its holder ignore it this turn."""
    effect: Text
    """The card's effect in French and English (``text`` is the French alone, as printed)."""
    honour_text: Text | None
    """``honour`` in French and English."""


class RelicView(msgspec.Struct, frozen=True):
    """Codes for programs; ``*_text`` for people: the Leadership space its token covers, its immediate
    action, and its lasting constraint on its holder as Leader."""

    id: str
    """The relic's id."""
    kind: str
    """``specimen``, ``vestige`` or ``knowledge``."""
    name: str
    """Its French name, as printed."""
    covers: str
    """The Leadership space of its holder's board its token covers (that token use is then closed to them as Leader)."""
    action: str
    """Its immediate action, as a code (``action_text`` in words)."""
    constraint: str
    """Its lasting constraint on its holder as Leader, as a code (``constraint_text`` in words)."""
    label: Text
    """Its name, in French and English."""
    kind_label: Text
    """Its kind, in French and English."""
    covers_text: Text
    """The covered Leadership space, in French and English."""
    action_text: Text
    """Its immediate action, in French and English."""
    constraint_text: Text
    """Its lasting constraint, in French and English."""


class PlayerView(msgspec.Struct, frozen=True):
    """One player: hand (its owner's eyes only), madness, relics."""

    seat: int
    """The player's seat."""
    label: Text
    """The player's name at the table, in French and English."""
    is_leader: bool
    """This player is the Leader this turn."""
    hand_count: int
    """How many cards the hand holds (public)."""
    hand: list[CardView] | None
    """The hand, for this player's own seat only (``null`` for every other reader)."""
    madness_levels: list[int]
    """The levels of the madness cards held, lowest first (public)."""
    madness_ignored: int
    """Leadership tokens used this turn to make this player ignore a madness card (public)."""
    madness: list[MadnessView] | None
    """The madness cards held, for this player's own seat only (``null`` for every other reader)."""
    madness_returned: list[str] | None
    """Ids of the madness cards this player held and returned to the box (own seat only)."""
    madness_returned_labels: list[Text] | None
    """Their names and levels, in French and English (own seat only)."""
    relics: list[RelicView]
    """The relics held (public)."""
    covered: list[str]
    """The Leadership spaces of this player's board covered by relic tokens."""
    covered_texts: list[Text]
    """Those spaces, in French and English."""
    relic_tokens: list[str]
    """The relic tokens on this player's board, by kind."""
    relic_token_labels: list[Text]
    """Those kinds, in French and English."""
    cards_placed: int
    """Cards this player placed on the sled this encounter."""


class SledView(msgspec.Struct, frozen=True):
    """A card face down on the sled (Traîneau)."""

    seat: int
    """The seat that placed it."""
    card: CardView | None
    """The card, once the sled is revealed or to the seat that placed it (``null`` otherwise)."""


class MontagnesView(msgspec.Struct, frozen=True):
    """What a seat sees of Les Montagnes Hallucinées."""

    seat: int | None
    """The seat this view is for (``null``: a spectator's)."""
    seats: int
    """Players in the match (3 to 5)."""
    expert: bool
    """The expert variant: every madness card is kept and applied (a new one no longer replaces the old)."""
    turn: int
    """The turn number, from 1."""
    step: str
    """The turn's step: ``movement``, ``ignore_choice``, ``encounter``, ``decision``, ``reveal``, ``reward``,
    ``relic_action``, ``peek``, ``failures``, ``die``, ``box``, ``draw``, ``deal``, ``rest`` or ``over``."""
    step_text: Text
    """What happens in this step, in French and English."""
    leader: int
    """The Leader's seat."""
    deadline: float | None
    """When the timed step (the hourglass, the Leader's decision, a search's peek) ends, server time in
    Unix seconds; ``null``: no timer runs."""
    talk_allowed: bool
    """Players may talk freely now (the encounter, until the first card is placed)."""
    silence: bool
    """Silence is imposed now: speaking costs a leadership token."""
    plane: str | None
    """The space the plane is on (``null`` before the first move)."""
    plane_label: Text | None
    """That space's name, in French and English."""
    spaces: list[SpaceView]
    """Every space of the mountain board."""
    current_tile: TileView | None
    """The tile the plane has just revealed (``null``: none this turn yet)."""
    current_trials: list[Trial]
    """The trials being resolved this turn (empty outside the resolution)."""
    current_trial_labels: list[Text]
    """Those trials in words, in French and English."""
    set_aside: list[TileView]
    """The tiles already resolved, set aside in turn order."""
    tokens_sled: int
    """Leadership tokens on the sled: the ones the Leader may spend (losing the last one loses the game)."""
    tokens_discard: int
    """Leadership tokens discarded (resting brings them back to the sled)."""
    tokens_box: int
    """Leadership tokens put back in the box, gone for good."""
    deck_count: int
    """Cards left in the equipment deck."""
    discard: list[CardView]
    """The discard pile (public)."""
    injury_pile: int
    """Injury cards left in their pile."""
    esoteric_pile: list[CardView]
    """The esoteric equipment cards still to be won (public)."""
    relic_pile: list[RelicView]
    """The relics still to be won (public)."""
    madness_decks: list[int]
    """Cards left in each madness deck, levels 1 to 3."""
    hand_limit: int
    """The hand size the draw phase fills each hand to (5, 4 or 3 cards by player count, plus the tokens the
    Leader discarded to raise it)."""
    players: list[PlayerView]
    """Every player, by seat."""
    sled: list[SledView]
    """The cards placed on the sled this encounter, in order."""
    trials: list[TrialOutcome]
    """Each trial's result once the sled is revealed: the sum reached and whether it passed."""
    trial_texts: list[Text]
    """Those results in words, in French and English."""
    failures: list[int]
    """Indexes of the failed trials whose consequence the Leader has still to choose."""
    reward: str | None
    """The reward to take this turn (``null``: none)."""
    reward_text: Text | None
    """What it does, in French and English."""
    die_face: str | None
    """The penalty die's face: ``accident``, ``confusion`` or ``morale`` (``null``: not rolled)."""
    die_face_text: Text | None
    """What it does, in French and English."""
    die_trial: int | None
    """The index of the failed trial the die was rolled for."""
    relic_receiver: int | None
    """The seat that received the relic whose immediate action is pending."""
    relic_action: str | None
    """That relic's immediate action, as a code."""
    relic_action_text: Text | None
    """That action, in French and English."""
    leader_constraints: list[str]
    """The lasting constraints of the relics the Leader holds, as codes."""
    leader_constraint_texts: list[Text]
    """Those constraints, in French and English."""
    outcome: Outcome | None
    """How the expedition ended (``null`` while it runs)."""
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
