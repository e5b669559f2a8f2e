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
    from ..models.maeshowe_options import MaeshoweOptions


T = TypeVar("T", bound="MaeshoweMatchStarted")


@_attrs_define
class MaeshoweMatchStarted:
    """Set-up: the shuffled deck and the starting tracks (MISE EN PLACE).

    Attributes:
        deck (list[int]): The deck's new order, bottom first (top card last); empty in every seat's copy while the match
            runs.
        first_player (int): The seat that takes the first turn.
        food (int): Starting food tokens.
        health (list[int]): Each seat's starting health points.
        jarl (int | None): The seat holding the Jarl token (`null`: solo, no Jarl).
        max_health (list[int]): Each seat's health track top.
        options (MaeshoweOptions): Every field has a default, so `{}` is a valid medium solo game with the base deck.
        passages (int): Starting passage tokens (to remove to escape).
        size (int): Cards in the deck.
        type_ (Literal['match_started']): The event's type, always `match_started` here (the log entry's `type` too).
    """

    deck: list[int]
    first_player: int
    food: int
    health: list[int]
    jarl: int | None
    max_health: list[int]
    options: MaeshoweOptions
    passages: int
    size: int
    type_: Literal["match_started"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deck = self.deck

        first_player = self.first_player

        food = self.food

        health = self.health

        jarl: int | None
        jarl = self.jarl

        max_health = self.max_health

        options = self.options.to_dict()

        passages = self.passages

        size = self.size

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deck": deck,
                "first_player": first_player,
                "food": food,
                "health": health,
                "jarl": jarl,
                "max_health": max_health,
                "options": options,
                "passages": passages,
                "size": size,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.maeshowe_options import MaeshoweOptions

        d = dict(src_dict)
        deck = cast(list[int], d.pop("deck"))

        first_player = d.pop("first_player")

        food = d.pop("food")

        health = cast(list[int], d.pop("health"))

        def _parse_jarl(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        jarl = _parse_jarl(d.pop("jarl"))

        max_health = cast(list[int], d.pop("max_health"))

        options = MaeshoweOptions.from_dict(d.pop("options"))

        passages = d.pop("passages")

        size = d.pop("size")

        type_ = cast(Literal["match_started"], d.pop("type"))
        if type_ != "match_started":
            raise ValueError(f"type must match const 'match_started', got '{type_}'")

        maeshowe_match_started = cls(
            deck=deck,
            first_player=first_player,
            food=food,
            health=health,
            jarl=jarl,
            max_health=max_health,
            options=options,
            passages=passages,
            size=size,
            type_=type_,
        )

        maeshowe_match_started.additional_properties = d
        return maeshowe_match_started

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
