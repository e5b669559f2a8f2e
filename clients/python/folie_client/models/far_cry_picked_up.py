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
from attrs import field as _attrs_field

from ..models.far_cry_picked_up_kind import FarCryPickedUpKind

T = TypeVar("T", bound="FarCryPickedUp")


@_attrs_define
class FarCryPickedUp:
    """MV-17..MV-24 (L690-707, R-F-19): a token taken and turned face up (its kind is now public).

    `reward` is what it gave: "xp" and "money" tokens, "leaf", "bandage", "ammo" (`weapon` and
    `amount` reloaded), "molotov" (an item card), "weapon" (a thrown weapon taken back).

        Attributes:
            amount (int): Rounds reloaded for `reward` "ammo"; 0 otherwise. Default: 0.
            at (list[int]): An axial coordinate; the third cube coordinate is `-q - r`.
            character (str): The character picking up.
            kind (FarCryPickedUpKind): What was taken: a `loot` token, a `leaf` token or a thrown `weapon`.
            reward (str): What it gave: "xp", "money", "leaf", "bandage", "ammo", "molotov" or "weapon".
            token (str): The token's face, now public (a loot kind, a leaf colour, a weapon id).
            type_ (Literal['picked_up']): The event's type, always `picked_up` here (the log entry's `type` too).
            weapon (None | str): The weapon id reloaded (`reward` "ammo") or taken back (`reward` "weapon"); `null`
                otherwise.
    """

    at: list[int]
    character: str
    kind: FarCryPickedUpKind
    reward: str
    token: str
    type_: Literal["picked_up"]
    weapon: None | str
    amount: int = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        at = self.at

        character = self.character

        kind = self.kind.value

        reward = self.reward

        token = self.token

        type_ = self.type_

        weapon: None | str
        weapon = self.weapon

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amount": amount,
                "at": at,
                "character": character,
                "kind": kind,
                "reward": reward,
                "token": token,
                "type": type_,
                "weapon": weapon,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        amount = d.pop("amount")

        at = cast(list[int], d.pop("at"))

        character = d.pop("character")

        kind = FarCryPickedUpKind(d.pop("kind"))

        reward = d.pop("reward")

        token = d.pop("token")

        type_ = cast(Literal["picked_up"], d.pop("type"))
        if type_ != "picked_up":
            raise ValueError(f"type must match const 'picked_up', got '{type_}'")

        def _parse_weapon(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        weapon = _parse_weapon(d.pop("weapon"))

        far_cry_picked_up = cls(
            amount=amount,
            at=at,
            character=character,
            kind=kind,
            reward=reward,
            token=token,
            type_=type_,
            weapon=weapon,
        )

        far_cry_picked_up.additional_properties = d
        return far_cry_picked_up

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
