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

T = TypeVar("T", bound="FarCryCraft")


@_attrs_define
class FarCryCraft:
    """INV-16 (L432-437): a bag or holster from skins, or a potion from leaves, into `to`'s inventory
    or the reserve.

        Attributes:
            action (Literal['craft']): The command's action, always `craft` here (a `LegalAction`'s `action`).
            recipe (str): The recipe's id (a bag, holster or potion).
            to (None | str | Unset): The character receiving it; `null` (or absent) for the team reserve.
    """

    action: Literal["craft"]
    recipe: str
    to: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        recipe = self.recipe

        to: None | str | Unset
        if isinstance(self.to, Unset):
            to = UNSET
        else:
            to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "recipe": recipe,
            }
        )
        if to is not UNSET:
            field_dict["to"] = to

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["craft"], d.pop("action"))
        if action != "craft":
            raise ValueError(f"action must match const 'craft', got '{action}'")

        recipe = d.pop("recipe")

        def _parse_to(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        to = _parse_to(d.pop("to", UNSET))

        far_cry_craft = cls(
            action=action,
            recipe=recipe,
            to=to,
        )

        return far_cry_craft
