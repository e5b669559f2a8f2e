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

from ..models.far_cry_reaction_offered_talent import FarCryReactionOfferedTalent

if TYPE_CHECKING:
    from ..models.far_cry_attack_roll import FarCryAttackRoll
    from ..models.far_cry_attack_spec import FarCryAttackSpec
    from ..models.far_cry_held_die import FarCryHeldDie


T = TypeVar("T", bound="FarCryReactionOffered")


@_attrs_define
class FarCryReactionOffered:
    """A reaction talent is offered to its owner now (TL-9, R-F-47); with `attack`, the attack
    waits between a target's dice and their consequences.

        Attributes:
            asked (list[str]): The characters already asked for this moment (each is asked once).
            attack (FarCryAttackSpec | None): The waiting attack, when the reaction is offered between its dice and their
                consequences; `null` otherwise.
            character (str): The character offered the reaction.
            cover_hit (list[int] | None): The cover tile's hex the cover die sent the hit to; `null` otherwise.
            held (FarCryHeldDie | None): Coup de chance on a die other than an attack's (L1309): the die and what waits for
                it.
            roll (FarCryAttackRoll | None): The waiting attack's dice as rolled; `null` without an attack.
            step (int): The index of the attack's target being resolved (0-based). Default: 0.
            talent (FarCryReactionOfferedTalent): The reaction talent's id.
            target (None | str): The character id or unit uid the waiting attack targets; `null` for none.
            type_ (Literal['reaction_offered']): The event's type, always `reaction_offered` here (the log entry's `type`
                too).
    """

    asked: list[str]
    attack: FarCryAttackSpec | None
    character: str
    cover_hit: list[int] | None
    held: FarCryHeldDie | None
    roll: FarCryAttackRoll | None
    talent: FarCryReactionOfferedTalent
    target: None | str
    type_: Literal["reaction_offered"]
    step: int = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.far_cry_attack_roll import FarCryAttackRoll
        from ..models.far_cry_attack_spec import FarCryAttackSpec
        from ..models.far_cry_held_die import FarCryHeldDie

        asked = self.asked

        attack: dict[str, Any] | None
        if isinstance(self.attack, FarCryAttackSpec):
            attack = self.attack.to_dict()
        else:
            attack = self.attack

        character = self.character

        cover_hit: list[int] | None
        if isinstance(self.cover_hit, list):
            cover_hit = self.cover_hit

        else:
            cover_hit = self.cover_hit

        held: dict[str, Any] | None
        if isinstance(self.held, FarCryHeldDie):
            held = self.held.to_dict()
        else:
            held = self.held

        roll: dict[str, Any] | None
        if isinstance(self.roll, FarCryAttackRoll):
            roll = self.roll.to_dict()
        else:
            roll = self.roll

        step = self.step

        talent = self.talent.value

        target: None | str
        target = self.target

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "asked": asked,
                "attack": attack,
                "character": character,
                "cover_hit": cover_hit,
                "held": held,
                "roll": roll,
                "step": step,
                "talent": talent,
                "target": target,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_attack_roll import FarCryAttackRoll
        from ..models.far_cry_attack_spec import FarCryAttackSpec
        from ..models.far_cry_held_die import FarCryHeldDie

        d = dict(src_dict)
        asked = cast(list[str], d.pop("asked"))

        def _parse_attack(data: object) -> FarCryAttackSpec | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                attack_type_0 = FarCryAttackSpec.from_dict(data)

                return attack_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FarCryAttackSpec | None, data)

        attack = _parse_attack(d.pop("attack"))

        character = d.pop("character")

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

        def _parse_held(data: object) -> FarCryHeldDie | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                held_type_0 = FarCryHeldDie.from_dict(data)

                return held_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FarCryHeldDie | None, data)

        held = _parse_held(d.pop("held"))

        def _parse_roll(data: object) -> FarCryAttackRoll | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                roll_type_0 = FarCryAttackRoll.from_dict(data)

                return roll_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FarCryAttackRoll | None, data)

        roll = _parse_roll(d.pop("roll"))

        step = d.pop("step")

        talent = FarCryReactionOfferedTalent(d.pop("talent"))

        def _parse_target(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        target = _parse_target(d.pop("target"))

        type_ = cast(Literal["reaction_offered"], d.pop("type"))
        if type_ != "reaction_offered":
            raise ValueError(f"type must match const 'reaction_offered', got '{type_}'")

        far_cry_reaction_offered = cls(
            asked=asked,
            attack=attack,
            character=character,
            cover_hit=cover_hit,
            held=held,
            roll=roll,
            step=step,
            talent=talent,
            target=target,
            type_=type_,
        )

        far_cry_reaction_offered.additional_properties = d
        return far_cry_reaction_offered

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
