from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FarCrySecretPlace")


@_attrs_define
class FarCrySecretPlace:
    """A secret place set aside; face up once its trail is found, face down again after a visit.

    Attributes:
        card (str): The secret place card's id.
        face_up (bool): True once its trail is found (face down again after a visit). Default: False.
    """

    card: str
    face_up: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        face_up = self.face_up

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "face_up": face_up,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        face_up = d.pop("face_up")

        far_cry_secret_place = cls(
            card=card,
            face_up=face_up,
        )

        far_cry_secret_place.additional_properties = d
        return far_cry_secret_place

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
