from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FarCryRuseView")


@_attrs_define
class FarCryRuseView:
    """M7's Vaas ruse tokens off the board (L1504-1508, R-F-74); those lying on it are hex tokens "ruse".

    Attributes:
        held (None | str): The face of the holder's token: shown only in the omniscient view, `None` for every seat.
        holder (None | str): The unit (uid) still holding a face-down ruse token on its board (the Traitor), else
            `None`.
        taken (list[str]): The faces Vaas took, face up on his board, in the order taken.
    """

    held: None | str
    holder: None | str
    taken: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        held: None | str
        held = self.held

        holder: None | str
        holder = self.holder

        taken = self.taken

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "held": held,
                "holder": holder,
                "taken": taken,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_held(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        held = _parse_held(d.pop("held"))

        def _parse_holder(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        holder = _parse_holder(d.pop("holder"))

        taken = cast(list[str], d.pop("taken"))

        far_cry_ruse_view = cls(
            held=held,
            holder=holder,
            taken=taken,
        )

        far_cry_ruse_view.additional_properties = d
        return far_cry_ruse_view

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
