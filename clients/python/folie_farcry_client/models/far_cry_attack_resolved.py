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
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.far_cry_attack_roll import FarCryAttackRoll


T = TypeVar("T", bound="FarCryAttackResolved")


@_attrs_define
class FarCryAttackResolved:
    """One attack on one target (CB-1..CB-29): weapon, target, dice as rolled, cover hit if any.

    Attributes:
        ammo (int): Ammo this target cost (CB-27; 0 for the Propagation target Répandre l'amour pays for, L1266).
            Default: 1.
        at (list[int]): An axial coordinate; the third cube coordinate is `-q - r`.
        attacker (str): The character id or unit uid attacking.
        cover_hit (list[int] | None): The cover tile's hex the cover die sent the hit to (`result` "cover"); `null`
            otherwise.
        reroll (bool): Coup de chance (L1309): the same target's dice rolled again; no second ammo (CB-27). Default:
            False.
        roll (FarCryAttackRoll): An attack's dice as an event records them (CB-27..CB-29, L976-978).

            `result` is "hit" (the target takes the damage), "cover" (the attack succeeded but the cover
            die showed the shield: the cover is hit instead, L976) or "miss" (the attack die failed: neither
            is hit, L978).
        target (None | str): The character id or unit uid hit at; `null` when the hex held no unit (a tile or an empty
            hex).
        type_ (Literal['attack_resolved']): The event's type, always `attack_resolved` here (the log entry's `type`
            too).
        weapon (str): The weapon's id (content `weapons.json`).
    """

    at: list[int]
    attacker: str
    cover_hit: list[int] | None
    roll: FarCryAttackRoll
    target: None | str
    type_: Literal["attack_resolved"]
    weapon: str
    ammo: int = 1
    reroll: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ammo = self.ammo

        at = self.at

        attacker = self.attacker

        cover_hit: list[int] | None
        if isinstance(self.cover_hit, list):
            cover_hit = self.cover_hit

        else:
            cover_hit = self.cover_hit

        reroll = self.reroll

        roll = self.roll.to_dict()

        target: None | str
        target = self.target

        type_ = self.type_

        weapon = self.weapon

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ammo": ammo,
                "at": at,
                "attacker": attacker,
                "cover_hit": cover_hit,
                "reroll": reroll,
                "roll": roll,
                "target": target,
                "type": type_,
                "weapon": weapon,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_attack_roll import FarCryAttackRoll

        d = dict(src_dict)
        ammo = d.pop("ammo")

        at = cast(list[int], d.pop("at"))

        attacker = d.pop("attacker")

        def _parse_cover_hit(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cover_hit_type_0 = cast(list[int], data)

                return cover_hit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        cover_hit = _parse_cover_hit(d.pop("cover_hit"))

        reroll = d.pop("reroll")

        roll = FarCryAttackRoll.from_dict(d.pop("roll"))

        def _parse_target(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        target = _parse_target(d.pop("target"))

        type_ = cast(Literal["attack_resolved"], d.pop("type"))
        if type_ != "attack_resolved":
            raise ValueError(f"type must match const 'attack_resolved', got '{type_}'")

        weapon = d.pop("weapon")

        far_cry_attack_resolved = cls(
            ammo=ammo,
            at=at,
            attacker=attacker,
            cover_hit=cover_hit,
            reroll=reroll,
            roll=roll,
            target=target,
            type_=type_,
            weapon=weapon,
        )

        far_cry_attack_resolved.additional_properties = d
        return far_cry_attack_resolved

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
