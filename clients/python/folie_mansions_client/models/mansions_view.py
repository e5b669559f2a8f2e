from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.mansions_view_phase import MansionsViewPhase
from ..models.mansions_view_winner_type_1 import MansionsViewWinnerType1
from ..models.mansions_view_winner_type_2_type_1 import MansionsViewWinnerType2Type1
from ..models.mansions_view_winner_type_3_type_1 import MansionsViewWinnerType3Type1

if TYPE_CHECKING:
    from ..models.mansions_decks_view import MansionsDecksView
    from ..models.mansions_investigator_view import MansionsInvestigatorView
    from ..models.mansions_monster_view import MansionsMonsterView
    from ..models.mansions_secrets_view import MansionsSecretsView
    from ..models.mansions_view_barricades import MansionsViewBarricades
    from ..models.mansions_view_corpses import MansionsViewCorpses
    from ..models.mansions_view_dropped import MansionsViewDropped
    from ..models.mansions_view_known_barriers import MansionsViewKnownBarriers
    from ..models.mansions_view_names import MansionsViewNames
    from ..models.mansions_view_stack_sizes import MansionsViewStackSizes
    from ..models.mansions_view_texts import MansionsViewTexts
    from ..models.mansions_view_tokens import MansionsViewTokens


T = TypeVar("T", bound="MansionsView")


@_attrs_define
class MansionsView:
    """What a seat may know: the public board, plus `secrets` for the keeper (seat 0). `objective`
    is the revealed objective (every seat); `decks` and spells' `card` are the omniscient view's.

        Attributes:
            active (int | None): The investigator's seat whose turn it is (`null`: none now).
            barricades (MansionsViewBarricades): Barricade token (its set-up space) -> where it lies: a space id, or a door
                id when it blocks it.
            choosable (list[str]): The investigators a seat may still choose (`choose_investigator`), in the content's
                order: at
                set-up while a seat has none (H-3), and in play while a dead investigator's seat may take a
                replacement (H-62); empty otherwise. `names` and `texts` carry each one's name and portrait and
                its traits' names and explanations (issue 34, item 9).
            clues_found (list[int]): The numbers of the clues found so far.
            corpses (MansionsViewCorpses): Corpse markers by space (H-57).
            decks (MansionsDecksView | None): Deck orders: in the omniscient view only.
            dropped (MansionsViewDropped): Cards a dead investigator left, by space (H-61, R-H-15).
            event (None | str): The event deck's top card, the active event (`null`: the deck is empty).
            events (list[str]): The event deck in the scenario's order, top first (public).
            game (str): Always `mansions`.
            hand_size (int): How many mythos and trauma cards the keeper holds: public (H-21, H-22); the cards are in
                `secrets.hand`. Default: 0.
            investigators (list[MansionsInvestigatorView]): Every investigator, by seat.
            known_barriers (MansionsViewKnownBarriers): Room -> the lock or obstacle card met on top of its stack (public
                once met).
            monsters (list[MansionsMonsterView]): The monsters in play.
            names (MansionsViewNames): The name, in the reader's language, of every content id this view shows
                (investigators, traits,
                items, monster kinds, spells, cards, the objective, rooms, the story's questions and, keyed
                `question.answer`, answers): a table shows these, never the ids (issue 34, item 3).
            objective (None | str): The objective's id once revealed (`null` before).
            outcome (None | str): Once the match is over: the winning side and the objective's condition that was met, in
                one
                sentence of the reader's language ("The keeper wins: High Water has resolved.").
            phase (MansionsViewPhase): The round's phase: `setup`, `investigators` (their turns), `trade`, `keeper` (the
                keeper's
                steps), or `over`.
            reason (str): The condition that ended it (the objective's condition, `no_investigator` or `deliver`); empty
                while the match runs.
            round_ (int): The round number (0 during the set-up).
            seat (int | None): The seat this view is for (`null`: a spectator's; seat 0 is the keeper).
            secrets (MansionsSecretsView | None): The keeper's story and hand: in the keeper's view only (`null` for every
                other reader).
            spells_cast (list[str]): Spells cast so far, face up (H-35, H-36; part 2d): public from their `spell_cast` on.
            stack_sizes (MansionsViewStackSizes): Cards left in each room's exploration stack.
            texts (MansionsViewTexts): What each card this view shows says, in the reader's language (items, the objective,
                events,
                the keeper's cards, locks and obstacles), keyed by its id (issue 34, item 4); for an investigator its
                portrait (who they are, health, sanity, skill points), for a trait its attributes and what it gives
                (issue 34, item 9).
            threat (int): Threat tokens the keeper holds, spent on keeper actions.
            time (int): Time tokens on the event deck's top card: it resolves when they reach the card's time (R-H-17).
            tokens (MansionsViewTokens): Room tokens: room -> token (`darkness`, `fire`, `ritual`, `corpse`) -> count.
            winner (MansionsViewWinnerType1 | MansionsViewWinnerType2Type1 | MansionsViewWinnerType3Type1 | None): `keeper`
                or `investigators` once the match is over (`null` while it runs).
    """

    active: int | None
    barricades: MansionsViewBarricades
    choosable: list[str]
    clues_found: list[int]
    corpses: MansionsViewCorpses
    decks: MansionsDecksView | None
    dropped: MansionsViewDropped
    event: None | str
    events: list[str]
    game: str
    investigators: list[MansionsInvestigatorView]
    known_barriers: MansionsViewKnownBarriers
    monsters: list[MansionsMonsterView]
    names: MansionsViewNames
    objective: None | str
    outcome: None | str
    phase: MansionsViewPhase
    reason: str
    round_: int
    seat: int | None
    secrets: MansionsSecretsView | None
    spells_cast: list[str]
    stack_sizes: MansionsViewStackSizes
    texts: MansionsViewTexts
    threat: int
    time: int
    tokens: MansionsViewTokens
    winner: (
        MansionsViewWinnerType1
        | MansionsViewWinnerType2Type1
        | MansionsViewWinnerType3Type1
        | None
    )
    hand_size: int = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.mansions_decks_view import MansionsDecksView
        from ..models.mansions_secrets_view import MansionsSecretsView

        active: int | None
        active = self.active

        barricades = self.barricades.to_dict()

        choosable = self.choosable

        clues_found = self.clues_found

        corpses = self.corpses.to_dict()

        decks: dict[str, Any] | None
        if isinstance(self.decks, MansionsDecksView):
            decks = self.decks.to_dict()
        else:
            decks = self.decks

        dropped = self.dropped.to_dict()

        event: None | str
        event = self.event

        events = self.events

        game = self.game

        hand_size = self.hand_size

        investigators = []
        for investigators_item_data in self.investigators:
            investigators_item = investigators_item_data.to_dict()
            investigators.append(investigators_item)

        known_barriers = self.known_barriers.to_dict()

        monsters = []
        for monsters_item_data in self.monsters:
            monsters_item = monsters_item_data.to_dict()
            monsters.append(monsters_item)

        names = self.names.to_dict()

        objective: None | str
        objective = self.objective

        outcome: None | str
        outcome = self.outcome

        phase = self.phase.value

        reason = self.reason

        round_ = self.round_

        seat: int | None
        seat = self.seat

        secrets: dict[str, Any] | None
        if isinstance(self.secrets, MansionsSecretsView):
            secrets = self.secrets.to_dict()
        else:
            secrets = self.secrets

        spells_cast = self.spells_cast

        stack_sizes = self.stack_sizes.to_dict()

        texts = self.texts.to_dict()

        threat = self.threat

        time = self.time

        tokens = self.tokens.to_dict()

        winner: None | str
        if (
            isinstance(self.winner, MansionsViewWinnerType1)
            or isinstance(self.winner, MansionsViewWinnerType2Type1)
            or isinstance(self.winner, MansionsViewWinnerType3Type1)
        ):
            winner = self.winner.value
        else:
            winner = self.winner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "active": active,
                "barricades": barricades,
                "choosable": choosable,
                "clues_found": clues_found,
                "corpses": corpses,
                "decks": decks,
                "dropped": dropped,
                "event": event,
                "events": events,
                "game": game,
                "hand_size": hand_size,
                "investigators": investigators,
                "known_barriers": known_barriers,
                "monsters": monsters,
                "names": names,
                "objective": objective,
                "outcome": outcome,
                "phase": phase,
                "reason": reason,
                "round": round_,
                "seat": seat,
                "secrets": secrets,
                "spells_cast": spells_cast,
                "stack_sizes": stack_sizes,
                "texts": texts,
                "threat": threat,
                "time": time,
                "tokens": tokens,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mansions_decks_view import MansionsDecksView
        from ..models.mansions_investigator_view import MansionsInvestigatorView
        from ..models.mansions_monster_view import MansionsMonsterView
        from ..models.mansions_secrets_view import MansionsSecretsView
        from ..models.mansions_view_barricades import MansionsViewBarricades
        from ..models.mansions_view_corpses import MansionsViewCorpses
        from ..models.mansions_view_dropped import MansionsViewDropped
        from ..models.mansions_view_known_barriers import MansionsViewKnownBarriers
        from ..models.mansions_view_names import MansionsViewNames
        from ..models.mansions_view_stack_sizes import MansionsViewStackSizes
        from ..models.mansions_view_texts import MansionsViewTexts
        from ..models.mansions_view_tokens import MansionsViewTokens

        d = dict(src_dict)

        def _parse_active(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        active = _parse_active(d.pop("active"))

        barricades = MansionsViewBarricades.from_dict(d.pop("barricades"))

        choosable = cast(list[str], d.pop("choosable"))

        clues_found = cast(list[int], d.pop("clues_found"))

        corpses = MansionsViewCorpses.from_dict(d.pop("corpses"))

        def _parse_decks(data: object) -> MansionsDecksView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decks_type_0 = MansionsDecksView.from_dict(data)

                return decks_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MansionsDecksView | None, data)

        decks = _parse_decks(d.pop("decks"))

        dropped = MansionsViewDropped.from_dict(d.pop("dropped"))

        def _parse_event(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        event = _parse_event(d.pop("event"))

        events = cast(list[str], d.pop("events"))

        game = d.pop("game")

        hand_size = d.pop("hand_size")

        investigators = []
        _investigators = d.pop("investigators")
        for investigators_item_data in _investigators:
            investigators_item = MansionsInvestigatorView.from_dict(
                investigators_item_data
            )

            investigators.append(investigators_item)

        known_barriers = MansionsViewKnownBarriers.from_dict(d.pop("known_barriers"))

        monsters = []
        _monsters = d.pop("monsters")
        for monsters_item_data in _monsters:
            monsters_item = MansionsMonsterView.from_dict(monsters_item_data)

            monsters.append(monsters_item)

        names = MansionsViewNames.from_dict(d.pop("names"))

        def _parse_objective(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        objective = _parse_objective(d.pop("objective"))

        def _parse_outcome(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        outcome = _parse_outcome(d.pop("outcome"))

        phase = MansionsViewPhase(d.pop("phase"))

        reason = d.pop("reason")

        round_ = d.pop("round")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        def _parse_secrets(data: object) -> MansionsSecretsView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                secrets_type_0 = MansionsSecretsView.from_dict(data)

                return secrets_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MansionsSecretsView | None, data)

        secrets = _parse_secrets(d.pop("secrets"))

        spells_cast = cast(list[str], d.pop("spells_cast"))

        stack_sizes = MansionsViewStackSizes.from_dict(d.pop("stack_sizes"))

        texts = MansionsViewTexts.from_dict(d.pop("texts"))

        threat = d.pop("threat")

        time = d.pop("time")

        tokens = MansionsViewTokens.from_dict(d.pop("tokens"))

        def _parse_winner(
            data: object,
        ) -> (
            MansionsViewWinnerType1
            | MansionsViewWinnerType2Type1
            | MansionsViewWinnerType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                winner_type_1 = MansionsViewWinnerType1(data)

                return winner_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                winner_type_2_type_1 = MansionsViewWinnerType2Type1(data)

                return winner_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                winner_type_3_type_1 = MansionsViewWinnerType3Type1(data)

                return winner_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                MansionsViewWinnerType1
                | MansionsViewWinnerType2Type1
                | MansionsViewWinnerType3Type1
                | None,
                data,
            )

        winner = _parse_winner(d.pop("winner"))

        mansions_view = cls(
            active=active,
            barricades=barricades,
            choosable=choosable,
            clues_found=clues_found,
            corpses=corpses,
            decks=decks,
            dropped=dropped,
            event=event,
            events=events,
            game=game,
            hand_size=hand_size,
            investigators=investigators,
            known_barriers=known_barriers,
            monsters=monsters,
            names=names,
            objective=objective,
            outcome=outcome,
            phase=phase,
            reason=reason,
            round_=round_,
            seat=seat,
            secrets=secrets,
            spells_cast=spells_cast,
            stack_sizes=stack_sizes,
            texts=texts,
            threat=threat,
            time=time,
            tokens=tokens,
            winner=winner,
        )

        mansions_view.additional_properties = d
        return mansions_view

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
