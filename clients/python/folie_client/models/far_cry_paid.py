from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FarCryPaid")


@_attrs_define
class FarCryPaid:
    """A leaf or skins taken for a recipe, from a player (`owner`) or the reserve (`None`).

    Attributes:
        leaf (None | str): The leaf colour taken; `null` when skins were.
        owner (None | str): The character who gave it; `null` for the team reserve.
        skins (int): Skins taken. Default: 0.
    """

    leaf: None | str
    owner: None | str
    skins: int = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        leaf: None | str
        leaf = self.leaf

        owner: None | str
        owner = self.owner

        skins = self.skins

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "leaf": leaf,
                "owner": owner,
                "skins": skins,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_leaf(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        leaf = _parse_leaf(d.pop("leaf"))

        def _parse_owner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        owner = _parse_owner(d.pop("owner"))

        skins = d.pop("skins")

        far_cry_paid = cls(
            leaf=leaf,
            owner=owner,
            skins=skins,
        )

        far_cry_paid.additional_properties = d
        return far_cry_paid

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
