from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.montagnes_player_view_relic_tokens_item import (
    MontagnesPlayerViewRelicTokensItem,
)

if TYPE_CHECKING:
    from ..models.montagnes_card_view import MontagnesCardView
    from ..models.montagnes_madness_view import MontagnesMadnessView
    from ..models.montagnes_relic_view import MontagnesRelicView
    from ..models.montagnes_text import MontagnesText


T = TypeVar("T", bound="MontagnesPlayerView")


@_attrs_define
class MontagnesPlayerView:
    """One player: hand (its owner's eyes only), madness, relics.

    Attributes:
        cards_placed (int): Cards this player placed on the sled this encounter.
        covered (list[str]): The Leadership spaces of this player's board covered by relic tokens.
        covered_texts (list[MontagnesText]): Those spaces, in French and English.
        hand (list[MontagnesCardView] | None): The hand, for this player's own seat only (`null` for every other
            reader).
        hand_count (int): How many cards the hand holds (public).
        is_leader (bool): This player is the Leader this turn.
        label (MontagnesText): One text in the rulebook's language and in English.
        madness (list[MontagnesMadnessView] | None): The madness cards held, for this player's own seat only (`null` for
            every other reader).
        madness_ignored (int): Leadership tokens used this turn to make this player ignore a madness card (public).
        madness_levels (list[int]): The levels of the madness cards held, lowest first (public).
        madness_returned (list[str] | None): Ids of the madness cards this player held and returned to the box (own seat
            only).
        madness_returned_labels (list[MontagnesText] | None): Their names and levels, in French and English (own seat
            only).
        relic_token_labels (list[MontagnesText]): Those kinds, in French and English.
        relic_tokens (list[MontagnesPlayerViewRelicTokensItem]): The relic tokens on this player's board, by kind.
        relics (list[MontagnesRelicView]): The relics held (public).
        seat (int): The player's seat.
    """

    cards_placed: int
    covered: list[str]
    covered_texts: list[MontagnesText]
    hand: list[MontagnesCardView] | None
    hand_count: int
    is_leader: bool
    label: MontagnesText
    madness: list[MontagnesMadnessView] | None
    madness_ignored: int
    madness_levels: list[int]
    madness_returned: list[str] | None
    madness_returned_labels: list[MontagnesText] | None
    relic_token_labels: list[MontagnesText]
    relic_tokens: list[MontagnesPlayerViewRelicTokensItem]
    relics: list[MontagnesRelicView]
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards_placed = self.cards_placed

        covered = self.covered

        covered_texts = []
        for covered_texts_item_data in self.covered_texts:
            covered_texts_item = covered_texts_item_data.to_dict()
            covered_texts.append(covered_texts_item)

        hand: list[dict[str, Any]] | None
        if isinstance(self.hand, list):
            hand = []
            for hand_type_0_item_data in self.hand:
                hand_type_0_item = hand_type_0_item_data.to_dict()
                hand.append(hand_type_0_item)

        else:
            hand = self.hand

        hand_count = self.hand_count

        is_leader = self.is_leader

        label = self.label.to_dict()

        madness: list[dict[str, Any]] | None
        if isinstance(self.madness, list):
            madness = []
            for madness_type_0_item_data in self.madness:
                madness_type_0_item = madness_type_0_item_data.to_dict()
                madness.append(madness_type_0_item)

        else:
            madness = self.madness

        madness_ignored = self.madness_ignored

        madness_levels = self.madness_levels

        madness_returned: list[str] | None
        if isinstance(self.madness_returned, list):
            madness_returned = self.madness_returned

        else:
            madness_returned = self.madness_returned

        madness_returned_labels: list[dict[str, Any]] | None
        if isinstance(self.madness_returned_labels, list):
            madness_returned_labels = []
            for (
                madness_returned_labels_type_0_item_data
            ) in self.madness_returned_labels:
                madness_returned_labels_type_0_item = (
                    madness_returned_labels_type_0_item_data.to_dict()
                )
                madness_returned_labels.append(madness_returned_labels_type_0_item)

        else:
            madness_returned_labels = self.madness_returned_labels

        relic_token_labels = []
        for relic_token_labels_item_data in self.relic_token_labels:
            relic_token_labels_item = relic_token_labels_item_data.to_dict()
            relic_token_labels.append(relic_token_labels_item)

        relic_tokens = []
        for relic_tokens_item_data in self.relic_tokens:
            relic_tokens_item = relic_tokens_item_data.value
            relic_tokens.append(relic_tokens_item)

        relics = []
        for relics_item_data in self.relics:
            relics_item = relics_item_data.to_dict()
            relics.append(relics_item)

        seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards_placed": cards_placed,
                "covered": covered,
                "covered_texts": covered_texts,
                "hand": hand,
                "hand_count": hand_count,
                "is_leader": is_leader,
                "label": label,
                "madness": madness,
                "madness_ignored": madness_ignored,
                "madness_levels": madness_levels,
                "madness_returned": madness_returned,
                "madness_returned_labels": madness_returned_labels,
                "relic_token_labels": relic_token_labels,
                "relic_tokens": relic_tokens,
                "relics": relics,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.montagnes_card_view import MontagnesCardView
        from ..models.montagnes_madness_view import MontagnesMadnessView
        from ..models.montagnes_relic_view import MontagnesRelicView
        from ..models.montagnes_text import MontagnesText

        d = dict(src_dict)
        cards_placed = d.pop("cards_placed")

        covered = cast(list[str], d.pop("covered"))

        covered_texts = []
        _covered_texts = d.pop("covered_texts")
        for covered_texts_item_data in _covered_texts:
            covered_texts_item = MontagnesText.from_dict(covered_texts_item_data)

            covered_texts.append(covered_texts_item)

        def _parse_hand(data: object) -> list[MontagnesCardView] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = []
                _hand_type_0 = data
                for hand_type_0_item_data in _hand_type_0:
                    hand_type_0_item = MontagnesCardView.from_dict(
                        hand_type_0_item_data
                    )

                    hand_type_0.append(hand_type_0_item)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[MontagnesCardView] | None, data)

        hand = _parse_hand(d.pop("hand"))

        hand_count = d.pop("hand_count")

        is_leader = d.pop("is_leader")

        label = MontagnesText.from_dict(d.pop("label"))

        def _parse_madness(data: object) -> list[MontagnesMadnessView] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                madness_type_0 = []
                _madness_type_0 = data
                for madness_type_0_item_data in _madness_type_0:
                    madness_type_0_item = MontagnesMadnessView.from_dict(
                        madness_type_0_item_data
                    )

                    madness_type_0.append(madness_type_0_item)

                return madness_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[MontagnesMadnessView] | None, data)

        madness = _parse_madness(d.pop("madness"))

        madness_ignored = d.pop("madness_ignored")

        madness_levels = cast(list[int], d.pop("madness_levels"))

        def _parse_madness_returned(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                madness_returned_type_0 = cast(list[str], data)

                return madness_returned_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        madness_returned = _parse_madness_returned(d.pop("madness_returned"))

        def _parse_madness_returned_labels(data: object) -> list[MontagnesText] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                madness_returned_labels_type_0 = []
                _madness_returned_labels_type_0 = data
                for (
                    madness_returned_labels_type_0_item_data
                ) in _madness_returned_labels_type_0:
                    madness_returned_labels_type_0_item = MontagnesText.from_dict(
                        madness_returned_labels_type_0_item_data
                    )

                    madness_returned_labels_type_0.append(
                        madness_returned_labels_type_0_item
                    )

                return madness_returned_labels_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[MontagnesText] | None, data)

        madness_returned_labels = _parse_madness_returned_labels(
            d.pop("madness_returned_labels")
        )

        relic_token_labels = []
        _relic_token_labels = d.pop("relic_token_labels")
        for relic_token_labels_item_data in _relic_token_labels:
            relic_token_labels_item = MontagnesText.from_dict(
                relic_token_labels_item_data
            )

            relic_token_labels.append(relic_token_labels_item)

        relic_tokens = []
        _relic_tokens = d.pop("relic_tokens")
        for relic_tokens_item_data in _relic_tokens:
            relic_tokens_item = MontagnesPlayerViewRelicTokensItem(
                relic_tokens_item_data
            )

            relic_tokens.append(relic_tokens_item)

        relics = []
        _relics = d.pop("relics")
        for relics_item_data in _relics:
            relics_item = MontagnesRelicView.from_dict(relics_item_data)

            relics.append(relics_item)

        seat = d.pop("seat")

        montagnes_player_view = cls(
            cards_placed=cards_placed,
            covered=covered,
            covered_texts=covered_texts,
            hand=hand,
            hand_count=hand_count,
            is_leader=is_leader,
            label=label,
            madness=madness,
            madness_ignored=madness_ignored,
            madness_levels=madness_levels,
            madness_returned=madness_returned,
            madness_returned_labels=madness_returned_labels,
            relic_token_labels=relic_token_labels,
            relic_tokens=relic_tokens,
            relics=relics,
            seat=seat,
        )

        montagnes_player_view.additional_properties = d
        return montagnes_player_view

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
