from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FarCryCardView")


@_attrs_define
class FarCryCardView:
    """CardView

    Attributes:
        ammo (bool): True when an ammo token lies on it (a regroup may pass through it, EX-15).
        card (None | str): `None` while face down.
        cell (str): The grid cell as `"x,y"` (`"0,0"` is the Base camp).
        face_up (bool): True when the card lies face up.
    """

    ammo: bool
    card: None | str
    cell: str
    face_up: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ammo = self.ammo

        card: None | str
        card = self.card

        cell = self.cell

        face_up = self.face_up

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ammo": ammo,
                "card": card,
                "cell": cell,
                "face_up": face_up,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        ammo = d.pop("ammo")

        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))

        cell = d.pop("cell")

        face_up = d.pop("face_up")

        far_cry_card_view = cls(
            ammo=ammo,
            card=card,
            cell=cell,
            face_up=face_up,
        )

        far_cry_card_view.additional_properties = d
        return far_cry_card_view

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
