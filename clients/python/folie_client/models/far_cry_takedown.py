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

T = TypeVar("T", bound="FarCryTakedown")


@_attrs_define
class FarCryTakedown:
    """Try to take down an adjacent human enemy at 3 HP or less (LA-12..LA-16); `throw` names the
    equipped blade Élimination à distance throws at one within range 3 (L1307).

        Attributes:
            action (Literal['takedown']): The command's action, always `takedown` here (a `LegalAction`'s `action`).
            character (str): The character taking down.
            target (str): The human enemy's uid (adjacent, or within range 3 with `throw`).
            throw (None | str | Unset): The equipped blade's weapon id thrown by Élimination à distance; `null` for a plain
                takedown.
    """

    action: Literal["takedown"]
    character: str
    target: str
    throw: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        character = self.character

        target = self.target

        throw: None | str | Unset
        if isinstance(self.throw, Unset):
            throw = UNSET
        else:
            throw = self.throw

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "character": character,
                "target": target,
            }
        )
        if throw is not UNSET:
            field_dict["throw"] = throw

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["takedown"], d.pop("action"))
        if action != "takedown":
            raise ValueError(f"action must match const 'takedown', got '{action}'")

        character = d.pop("character")

        target = d.pop("target")

        def _parse_throw(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        throw = _parse_throw(d.pop("throw", UNSET))

        far_cry_takedown = cls(
            action=action,
            character=character,
            target=target,
            throw=throw,
        )

        return far_cry_takedown
