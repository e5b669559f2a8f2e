from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.maeshowe_card_view import MaeshoweCardView


T = TypeVar("T", bound="MaeshoweLineCardView")


@_attrs_define
class MaeshoweLineCardView:
    """A card of the line (the played cards, left to right).

    Attributes:
        card (MaeshoweCardView): A visible card, with its name and effect in the reader's language (`Accept-Language`).
        counts_as (None | str): Espoir on the line: the Dig rune it counts as.
        used (bool): Part of a scored Dig set: never counts again (R-Q-3).
    """

    card: MaeshoweCardView
    counts_as: None | str
    used: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card.to_dict()

        counts_as: None | str
        counts_as = self.counts_as

        used = self.used

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "counts_as": counts_as,
                "used": used,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.maeshowe_card_view import MaeshoweCardView

        d = dict(src_dict)
        card = MaeshoweCardView.from_dict(d.pop("card"))

        def _parse_counts_as(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        counts_as = _parse_counts_as(d.pop("counts_as"))

        used = d.pop("used")

        maeshowe_line_card_view = cls(
            card=card,
            counts_as=counts_as,
            used=used,
        )

        maeshowe_line_card_view.additional_properties = d
        return maeshowe_line_card_view

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
