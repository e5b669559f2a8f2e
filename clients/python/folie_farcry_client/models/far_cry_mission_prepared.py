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
    from ..models.far_cry_face_down import FarCryFaceDown
    from ..models.far_cry_placed_tile import FarCryPlacedTile
    from ..models.far_cry_placed_unit import FarCryPlacedUnit


T = TypeVar("T", bound="FarCryMissionPrepared")


@_attrs_define
class FarCryMissionPrepared:
    """MISE EN PLACE (L270-296): boards, round board, tiles, face-down loot and leaves drawn at random,
    the madness deck and anecdote factory shuffled, the enemies on their bases and the chain.

        Attributes:
            anecdote_what (None | str): The "Quoi" anecdote card drawn for the mission; `null` in a seat's copy until
                revealed.
            anecdote_when (list[str] | None): The shuffled "Quand" anecdote cards, top first; `null` in a seat's copy
                (hidden).
            anecdote_when_count (int): How many "Quand" anecdote cards there are (public).
            anecdote_where (None | str): The "Où" anecdote card drawn for the mission; `null` in a seat's copy until
                revealed.
            campaign (bool): The `campaign` option: the match goes on to the preparation and the next mission. Default:
                False.
            chain (list[str]): The chain: unit ids in the order they act in the enemies' turn (by rank, EN-4).
            doors (list[FarCryFaceDown]): M6 (L2063): the bunker-door tiles dealt face down at random over their spots: what
                each hides
                ("empty" for the fourth, R-F-57) is cut out of every seat's copy.
            friendly_fire (bool): The `friendly_fire` option: attacks may hit the players' own side.
            last_round (int): The round board's last round: the mission fails when it ends with the primary objective unmet.
            leaves (list[FarCryFaceDown]): The face-down leaf tokens laid on the board, each with its hex.
            loot (list[FarCryFaceDown]): The face-down loot tokens laid on the board, each with its hex.
            loot_box (list[str] | None): The loot tokens left in the box, in order; `null` in a seat's copy (hidden).
            madness_count (int): How many cards the madness deck holds (public).
            madness_deck (list[str] | None): The shuffled madness deck, top first; `null` in a seat's copy (hidden).
            mission (str): The mission's id (`mission_0` to `mission_6`).
            queue (list[str]): The enemy queue's order (M3, L1840-1844), drawn at random and shown on the round board.
            reaction_seconds (int): The `reaction_seconds` option: how long a reaction talent waits for its owner. Default:
                120.
            reserve (list[FarCryPlacedUnit]): The units kept off the board, to come in later (a group behind a vine wall, a
                queue).
            round_board (str): The round board's id (one per mission).
            seats (int): The number of seats at the table (1 to 4).
            tiles (list[FarCryPlacedTile]): The tiles laid on the board at the start, face up (crates, barrels, cages,
                doors...).
            type_ (Literal['mission_prepared']): The event's type, always `mission_prepared` here (the log entry's `type`
                too).
            units (list[FarCryPlacedUnit]): The units set on the board at the start.
    """

    anecdote_what: None | str
    anecdote_when: list[str] | None
    anecdote_when_count: int
    anecdote_where: None | str
    chain: list[str]
    doors: list[FarCryFaceDown]
    friendly_fire: bool
    last_round: int
    leaves: list[FarCryFaceDown]
    loot: list[FarCryFaceDown]
    loot_box: list[str] | None
    madness_count: int
    madness_deck: list[str] | None
    mission: str
    queue: list[str]
    reserve: list[FarCryPlacedUnit]
    round_board: str
    seats: int
    tiles: list[FarCryPlacedTile]
    type_: Literal["mission_prepared"]
    units: list[FarCryPlacedUnit]
    campaign: bool = False
    reaction_seconds: int = 120
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        anecdote_what: None | str
        anecdote_what = self.anecdote_what

        anecdote_when: list[str] | None
        if isinstance(self.anecdote_when, list):
            anecdote_when = self.anecdote_when

        else:
            anecdote_when = self.anecdote_when

        anecdote_when_count = self.anecdote_when_count

        anecdote_where: None | str
        anecdote_where = self.anecdote_where

        campaign = self.campaign

        chain = self.chain

        doors = []
        for doors_item_data in self.doors:
            doors_item = doors_item_data.to_dict()
            doors.append(doors_item)

        friendly_fire = self.friendly_fire

        last_round = self.last_round

        leaves = []
        for leaves_item_data in self.leaves:
            leaves_item = leaves_item_data.to_dict()
            leaves.append(leaves_item)

        loot = []
        for loot_item_data in self.loot:
            loot_item = loot_item_data.to_dict()
            loot.append(loot_item)

        loot_box: list[str] | None
        if isinstance(self.loot_box, list):
            loot_box = self.loot_box

        else:
            loot_box = self.loot_box

        madness_count = self.madness_count

        madness_deck: list[str] | None
        if isinstance(self.madness_deck, list):
            madness_deck = self.madness_deck

        else:
            madness_deck = self.madness_deck

        mission = self.mission

        queue = self.queue

        reaction_seconds = self.reaction_seconds

        reserve = []
        for reserve_item_data in self.reserve:
            reserve_item = reserve_item_data.to_dict()
            reserve.append(reserve_item)

        round_board = self.round_board

        seats = self.seats

        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data.to_dict()
            tiles.append(tiles_item)

        type_ = self.type_

        units = []
        for units_item_data in self.units:
            units_item = units_item_data.to_dict()
            units.append(units_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "anecdote_what": anecdote_what,
                "anecdote_when": anecdote_when,
                "anecdote_when_count": anecdote_when_count,
                "anecdote_where": anecdote_where,
                "campaign": campaign,
                "chain": chain,
                "doors": doors,
                "friendly_fire": friendly_fire,
                "last_round": last_round,
                "leaves": leaves,
                "loot": loot,
                "loot_box": loot_box,
                "madness_count": madness_count,
                "madness_deck": madness_deck,
                "mission": mission,
                "queue": queue,
                "reaction_seconds": reaction_seconds,
                "reserve": reserve,
                "round_board": round_board,
                "seats": seats,
                "tiles": tiles,
                "type": type_,
                "units": units,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_face_down import FarCryFaceDown
        from ..models.far_cry_placed_tile import FarCryPlacedTile
        from ..models.far_cry_placed_unit import FarCryPlacedUnit

        d = dict(src_dict)

        def _parse_anecdote_what(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        anecdote_what = _parse_anecdote_what(d.pop("anecdote_what"))

        def _parse_anecdote_when(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                anecdote_when_type_0 = cast(list[str], data)

                return anecdote_when_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        anecdote_when = _parse_anecdote_when(d.pop("anecdote_when"))

        anecdote_when_count = d.pop("anecdote_when_count")

        def _parse_anecdote_where(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        anecdote_where = _parse_anecdote_where(d.pop("anecdote_where"))

        campaign = d.pop("campaign")

        chain = cast(list[str], d.pop("chain"))

        doors = []
        _doors = d.pop("doors")
        for doors_item_data in _doors:
            doors_item = FarCryFaceDown.from_dict(doors_item_data)

            doors.append(doors_item)

        friendly_fire = d.pop("friendly_fire")

        last_round = d.pop("last_round")

        leaves = []
        _leaves = d.pop("leaves")
        for leaves_item_data in _leaves:
            leaves_item = FarCryFaceDown.from_dict(leaves_item_data)

            leaves.append(leaves_item)

        loot = []
        _loot = d.pop("loot")
        for loot_item_data in _loot:
            loot_item = FarCryFaceDown.from_dict(loot_item_data)

            loot.append(loot_item)

        def _parse_loot_box(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                loot_box_type_0 = cast(list[str], data)

                return loot_box_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        loot_box = _parse_loot_box(d.pop("loot_box"))

        madness_count = d.pop("madness_count")

        def _parse_madness_deck(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                madness_deck_type_0 = cast(list[str], data)

                return madness_deck_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        madness_deck = _parse_madness_deck(d.pop("madness_deck"))

        mission = d.pop("mission")

        queue = cast(list[str], d.pop("queue"))

        reaction_seconds = d.pop("reaction_seconds")

        reserve = []
        _reserve = d.pop("reserve")
        for reserve_item_data in _reserve:
            reserve_item = FarCryPlacedUnit.from_dict(reserve_item_data)

            reserve.append(reserve_item)

        round_board = d.pop("round_board")

        seats = d.pop("seats")

        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in _tiles:
            tiles_item = FarCryPlacedTile.from_dict(tiles_item_data)

            tiles.append(tiles_item)

        type_ = cast(Literal["mission_prepared"], d.pop("type"))
        if type_ != "mission_prepared":
            raise ValueError(f"type must match const 'mission_prepared', got '{type_}'")

        units = []
        _units = d.pop("units")
        for units_item_data in _units:
            units_item = FarCryPlacedUnit.from_dict(units_item_data)

            units.append(units_item)

        far_cry_mission_prepared = cls(
            anecdote_what=anecdote_what,
            anecdote_when=anecdote_when,
            anecdote_when_count=anecdote_when_count,
            anecdote_where=anecdote_where,
            campaign=campaign,
            chain=chain,
            doors=doors,
            friendly_fire=friendly_fire,
            last_round=last_round,
            leaves=leaves,
            loot=loot,
            loot_box=loot_box,
            madness_count=madness_count,
            madness_deck=madness_deck,
            mission=mission,
            queue=queue,
            reaction_seconds=reaction_seconds,
            reserve=reserve,
            round_board=round_board,
            seats=seats,
            tiles=tiles,
            type_=type_,
            units=units,
        )

        far_cry_mission_prepared.additional_properties = d
        return far_cry_mission_prepared

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
