from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.montagnes_expedition_prepared_board_type_0 import (
        MontagnesExpeditionPreparedBoardType0,
    )


T = TypeVar("T", bound="MontagnesExpeditionPrepared")


@_attrs_define
class MontagnesExpeditionPrepared:
    """MISE EN PLACE: tiles placed face down at random, decks shuffled, first Leader chosen.

    Attributes:
        board (MontagnesExpeditionPreparedBoardType0 | None): Each mountain space's face-down tile id (`null`: no tile);
            `null` in a seat's copy (hidden).
        box_tiles (list[str] | None): The tile ids left in the box; `null` in a seat's copy (hidden).
        decision_seconds (float): The Leader's window to decide after the hourglass, in seconds.
        deck (list[str] | None): The shuffled equipment deck, top first; `null` in a seat's copy (hidden).
        deck_count (int): Cards in the equipment deck (public).
        discard (list[str]): The equipment discard's card ids at the start.
        encounter_seconds (float): The hourglass's run, in seconds.
        esoteric_pile (list[str]): The esoteric pile's card ids, top first.
        expert (bool): True for the expert variant: every madness card is kept and applied.
        injury_pile (list[str]): The Blessure (injury) pile's card ids, top first.
        leader (int): The first Leader's seat.
        madness_counts (list[int]): Cards in each madness level's deck, by level (public).
        madness_decks (list[list[str]] | None): Each madness level's shuffled deck, top first, by level; `null` in a
            seat's copy (hidden).
        relic_pile (list[str]): The relic pile's card ids, top first.
        search_seconds (float): How long a Fouiller peek shows a tile, in seconds.
        seats (int): Players in the expedition (3-5).
        type_ (Literal['expedition_prepared']): The event's type, always `expedition_prepared` here (the log entry's
            `type` too).
    """

    board: MontagnesExpeditionPreparedBoardType0 | None
    box_tiles: list[str] | None
    decision_seconds: float
    deck: list[str] | None
    deck_count: int
    discard: list[str]
    encounter_seconds: float
    esoteric_pile: list[str]
    expert: bool
    injury_pile: list[str]
    leader: int
    madness_counts: list[int]
    madness_decks: list[list[str]] | None
    relic_pile: list[str]
    search_seconds: float
    seats: int
    type_: Literal["expedition_prepared"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.montagnes_expedition_prepared_board_type_0 import (
            MontagnesExpeditionPreparedBoardType0,
        )

        board: dict[str, Any] | None
        if isinstance(self.board, MontagnesExpeditionPreparedBoardType0):
            board = self.board.to_dict()
        else:
            board = self.board

        box_tiles: list[str] | None
        if isinstance(self.box_tiles, list):
            box_tiles = self.box_tiles

        else:
            box_tiles = self.box_tiles

        decision_seconds = self.decision_seconds

        deck: list[str] | None
        if isinstance(self.deck, list):
            deck = self.deck

        else:
            deck = self.deck

        deck_count = self.deck_count

        discard = self.discard

        encounter_seconds = self.encounter_seconds

        esoteric_pile = self.esoteric_pile

        expert = self.expert

        injury_pile = self.injury_pile

        leader = self.leader

        madness_counts = self.madness_counts

        madness_decks: list[list[str]] | None
        if isinstance(self.madness_decks, list):
            madness_decks = []
            for madness_decks_type_0_item_data in self.madness_decks:
                madness_decks_type_0_item = madness_decks_type_0_item_data

                madness_decks.append(madness_decks_type_0_item)

        else:
            madness_decks = self.madness_decks

        relic_pile = self.relic_pile

        search_seconds = self.search_seconds

        seats = self.seats

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "board": board,
                "box_tiles": box_tiles,
                "decision_seconds": decision_seconds,
                "deck": deck,
                "deck_count": deck_count,
                "discard": discard,
                "encounter_seconds": encounter_seconds,
                "esoteric_pile": esoteric_pile,
                "expert": expert,
                "injury_pile": injury_pile,
                "leader": leader,
                "madness_counts": madness_counts,
                "madness_decks": madness_decks,
                "relic_pile": relic_pile,
                "search_seconds": search_seconds,
                "seats": seats,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.montagnes_expedition_prepared_board_type_0 import (
            MontagnesExpeditionPreparedBoardType0,
        )

        d = dict(src_dict)

        def _parse_board(data: object) -> MontagnesExpeditionPreparedBoardType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                board_type_0 = MontagnesExpeditionPreparedBoardType0.from_dict(data)

                return board_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MontagnesExpeditionPreparedBoardType0 | None, data)

        board = _parse_board(d.pop("board"))

        def _parse_box_tiles(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                box_tiles_type_0 = cast(list[str], data)

                return box_tiles_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        box_tiles = _parse_box_tiles(d.pop("box_tiles"))

        decision_seconds = d.pop("decision_seconds")

        def _parse_deck(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                deck_type_0 = cast(list[str], data)

                return deck_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        deck = _parse_deck(d.pop("deck"))

        deck_count = d.pop("deck_count")

        discard = cast(list[str], d.pop("discard"))

        encounter_seconds = d.pop("encounter_seconds")

        esoteric_pile = cast(list[str], d.pop("esoteric_pile"))

        expert = d.pop("expert")

        injury_pile = cast(list[str], d.pop("injury_pile"))

        leader = d.pop("leader")

        madness_counts = cast(list[int], d.pop("madness_counts"))

        def _parse_madness_decks(data: object) -> list[list[str]] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                madness_decks_type_0 = []
                _madness_decks_type_0 = data
                for madness_decks_type_0_item_data in _madness_decks_type_0:
                    madness_decks_type_0_item = cast(
                        list[str], madness_decks_type_0_item_data
                    )

                    madness_decks_type_0.append(madness_decks_type_0_item)

                return madness_decks_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[str]] | None, data)

        madness_decks = _parse_madness_decks(d.pop("madness_decks"))

        relic_pile = cast(list[str], d.pop("relic_pile"))

        search_seconds = d.pop("search_seconds")

        seats = d.pop("seats")

        type_ = cast(Literal["expedition_prepared"], d.pop("type"))
        if type_ != "expedition_prepared":
            raise ValueError(
                f"type must match const 'expedition_prepared', got '{type_}'"
            )

        montagnes_expedition_prepared = cls(
            board=board,
            box_tiles=box_tiles,
            decision_seconds=decision_seconds,
            deck=deck,
            deck_count=deck_count,
            discard=discard,
            encounter_seconds=encounter_seconds,
            esoteric_pile=esoteric_pile,
            expert=expert,
            injury_pile=injury_pile,
            leader=leader,
            madness_counts=madness_counts,
            madness_decks=madness_decks,
            relic_pile=relic_pile,
            search_seconds=search_seconds,
            seats=seats,
            type_=type_,
        )

        montagnes_expedition_prepared.additional_properties = d
        return montagnes_expedition_prepared

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
