from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FarCryFitAccessory")


@_attrs_define
class FarCryFitAccessory:
    """INV-11 (L404): move an accessory from `source_weapon` of `source_owner` (no weapon: the
    reserve's loose accessories) onto `weapon` of `owner` (no weapon: back to the reserve).

        Attributes:
            accessory (str): The accessory's id.
            action (Literal['fit_accessory']): The command's action, always `fit_accessory` here (a `LegalAction`'s
                `action`).
            owner (None | str | Unset): The character whose weapon it goes on; `null` for the reserve.
            source_owner (None | str | Unset): The character whose weapon it comes off; `null` for the reserve.
            source_weapon (None | str | Unset): The weapon id it comes off; `null` for the reserve's loose accessories.
            weapon (None | str | Unset): The weapon id to fit it on; `null` to put it back in the reserve.
    """

    accessory: str
    action: Literal["fit_accessory"]
    owner: None | str | Unset = UNSET
    source_owner: None | str | Unset = UNSET
    source_weapon: None | str | Unset = UNSET
    weapon: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        accessory = self.accessory

        action = self.action

        owner: None | str | Unset
        if isinstance(self.owner, Unset):
            owner = UNSET
        else:
            owner = self.owner

        source_owner: None | str | Unset
        if isinstance(self.source_owner, Unset):
            source_owner = UNSET
        else:
            source_owner = self.source_owner

        source_weapon: None | str | Unset
        if isinstance(self.source_weapon, Unset):
            source_weapon = UNSET
        else:
            source_weapon = self.source_weapon

        weapon: None | str | Unset
        if isinstance(self.weapon, Unset):
            weapon = UNSET
        else:
            weapon = self.weapon

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "accessory": accessory,
                "action": action,
            }
        )
        if owner is not UNSET:
            field_dict["owner"] = owner
        if source_owner is not UNSET:
            field_dict["source_owner"] = source_owner
        if source_weapon is not UNSET:
            field_dict["source_weapon"] = source_weapon
        if weapon is not UNSET:
            field_dict["weapon"] = weapon

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        accessory = d.pop("accessory")

        action = cast(Literal["fit_accessory"], d.pop("action"))
        if action != "fit_accessory":
            raise ValueError(f"action must match const 'fit_accessory', got '{action}'")

        def _parse_owner(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        owner = _parse_owner(d.pop("owner", UNSET))

        def _parse_source_owner(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source_owner = _parse_source_owner(d.pop("source_owner", UNSET))

        def _parse_source_weapon(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source_weapon = _parse_source_weapon(d.pop("source_weapon", UNSET))

        def _parse_weapon(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        weapon = _parse_weapon(d.pop("weapon", UNSET))

        far_cry_fit_accessory = cls(
            accessory=accessory,
            action=action,
            owner=owner,
            source_owner=source_owner,
            source_weapon=source_weapon,
            weapon=weapon,
        )

        return far_cry_fit_accessory
