from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.maeshowe_card_view import MaeshoweCardView


T = TypeVar("T", bound="MaeshowePlayerView")


@_attrs_define
class MaeshowePlayerView:
    """One player: hand (its owner's eyes only), discard pile, health track and the Jarl token.

    Attributes:
        discard (list[MaeshoweCardView]): Top card last.
        hand (list[MaeshoweCardView] | None): The hand's cards, for this player's own seat only (`null` for every other
            reader).
        hand_count (int): How many cards the hand holds (public).
        health (int): Health points left (the match is lost when a player's last one goes).
        jarl (bool): Holds the Jarl token (2 players, R-Q-2): may pass it instead of playing and discarding.
        max_health (int): The health track's top: health cannot rise above it (madness lowers it).
        seat (int): The player's seat.
    """

    discard: list[MaeshoweCardView]
    hand: list[MaeshoweCardView] | None
    hand_count: int
    health: int
    jarl: bool
    max_health: int
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        discard = []
        for discard_item_data in self.discard:
            discard_item = discard_item_data.to_dict()
            discard.append(discard_item)

        hand: list[dict[str, Any]] | None
        if isinstance(self.hand, list):
            hand = []
            for hand_type_0_item_data in self.hand:
                hand_type_0_item = hand_type_0_item_data.to_dict()
                hand.append(hand_type_0_item)

        else:
            hand = self.hand

        hand_count = self.hand_count

        health = self.health

        jarl = self.jarl

        max_health = self.max_health

        seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "discard": discard,
                "hand": hand,
                "hand_count": hand_count,
                "health": health,
                "jarl": jarl,
                "max_health": max_health,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.maeshowe_card_view import MaeshoweCardView

        d = dict(src_dict)
        discard = []
        _discard = d.pop("discard")
        for discard_item_data in _discard:
            discard_item = MaeshoweCardView.from_dict(discard_item_data)

            discard.append(discard_item)

        def _parse_hand(data: object) -> list[MaeshoweCardView] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = []
                _hand_type_0 = data
                for hand_type_0_item_data in _hand_type_0:
                    hand_type_0_item = MaeshoweCardView.from_dict(hand_type_0_item_data)

                    hand_type_0.append(hand_type_0_item)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[MaeshoweCardView] | None, data)

        hand = _parse_hand(d.pop("hand"))

        hand_count = d.pop("hand_count")

        health = d.pop("health")

        jarl = d.pop("jarl")

        max_health = d.pop("max_health")

        seat = d.pop("seat")

        maeshowe_player_view = cls(
            discard=discard,
            hand=hand,
            hand_count=hand_count,
            health=health,
            jarl=jarl,
            max_health=max_health,
            seat=seat,
        )

        maeshowe_player_view.additional_properties = d
        return maeshowe_player_view

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
