from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.far_cry_push import FarCryPush


T = TypeVar("T", bound="FarCryZipLine")


@_attrs_define
class FarCryZipLine:
    """Ride a zip line, 1 MP (MV-11); one optional shot with a one-hand weapon (MV-12, R-F-15);
    `careful_for` names the enemies whose zone of control the ride leaves safely, 1 MP each (MV-16,
    L683-685).

        Attributes:
            action (Literal['zip_line']): The command's action, always `zip_line` here (a `LegalAction`'s `action`).
            character (str): The character riding the zip line.
            careful_for (list[str] | Unset): The enemy uids whose zone of control the ride leaves carefully, 1 MP each
                (MV-16).
            pushes (list[FarCryPush] | Unset): Where each unit on or beside the arrival hex is pushed (MV-13).
            shoot_target (None | str | Unset): The shot's target as `"q,r"`; `null` for no shot.
            shoot_weapon (None | str | Unset): The one-hand weapon id fired during the ride (MV-12); `null` for no shot.
    """

    action: Literal["zip_line"]
    character: str
    careful_for: list[str] | Unset = UNSET
    pushes: list[FarCryPush] | Unset = UNSET
    shoot_target: None | str | Unset = UNSET
    shoot_weapon: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        character = self.character

        careful_for: list[str] | Unset = UNSET
        if not isinstance(self.careful_for, Unset):
            careful_for = self.careful_for

        pushes: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.pushes, Unset):
            pushes = []
            for pushes_item_data in self.pushes:
                pushes_item = pushes_item_data.to_dict()
                pushes.append(pushes_item)

        shoot_target: None | str | Unset
        if isinstance(self.shoot_target, Unset):
            shoot_target = UNSET
        else:
            shoot_target = self.shoot_target

        shoot_weapon: None | str | Unset
        if isinstance(self.shoot_weapon, Unset):
            shoot_weapon = UNSET
        else:
            shoot_weapon = self.shoot_weapon

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "character": character,
            }
        )
        if careful_for is not UNSET:
            field_dict["careful_for"] = careful_for
        if pushes is not UNSET:
            field_dict["pushes"] = pushes
        if shoot_target is not UNSET:
            field_dict["shoot_target"] = shoot_target
        if shoot_weapon is not UNSET:
            field_dict["shoot_weapon"] = shoot_weapon

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_push import FarCryPush

        d = dict(src_dict)
        action = cast(Literal["zip_line"], d.pop("action"))
        if action != "zip_line":
            raise ValueError(f"action must match const 'zip_line', got '{action}'")

        character = d.pop("character")

        careful_for = cast(list[str], d.pop("careful_for", UNSET))

        _pushes = d.pop("pushes", UNSET)
        pushes: list[FarCryPush] | Unset = UNSET
        if _pushes is not UNSET:
            pushes = []
            for pushes_item_data in _pushes:
                pushes_item = FarCryPush.from_dict(pushes_item_data)

                pushes.append(pushes_item)

        def _parse_shoot_target(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        shoot_target = _parse_shoot_target(d.pop("shoot_target", UNSET))

        def _parse_shoot_weapon(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        shoot_weapon = _parse_shoot_weapon(d.pop("shoot_weapon", UNSET))

        far_cry_zip_line = cls(
            action=action,
            character=character,
            careful_for=careful_for,
            pushes=pushes,
            shoot_target=shoot_target,
            shoot_weapon=shoot_weapon,
        )

        return far_cry_zip_line
