from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.montagnes_card_view import MontagnesCardView


T = TypeVar("T", bound="MontagnesSledView")


@_attrs_define
class MontagnesSledView:
    """A card face down on the sled (Traîneau).

    Attributes:
        card (MontagnesCardView | None): The card, once the sled is revealed or to the seat that placed it (`null`
            otherwise).
        seat (int): The seat that placed it.
    """

    card: MontagnesCardView | None
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.montagnes_card_view import MontagnesCardView

        card: dict[str, Any] | None
        if isinstance(self.card, MontagnesCardView):
            card = self.card.to_dict()
        else:
            card = self.card

        seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.montagnes_card_view import MontagnesCardView

        d = dict(src_dict)

        def _parse_card(data: object) -> MontagnesCardView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                card_type_0 = MontagnesCardView.from_dict(data)

                return card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MontagnesCardView | None, data)

        card = _parse_card(d.pop("card"))

        seat = d.pop("seat")

        montagnes_sled_view = cls(
            card=card,
            seat=seat,
        )

        montagnes_sled_view.additional_properties = d
        return montagnes_sled_view

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
