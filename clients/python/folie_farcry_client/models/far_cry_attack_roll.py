from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.far_cry_attack_roll_base_type_0 import FarCryAttackRollBaseType0
from ..models.far_cry_attack_roll_result import FarCryAttackRollResult

if TYPE_CHECKING:
    from ..models.far_cry_die_choice import FarCryDieChoice
    from ..models.far_cry_die_roll import FarCryDieRoll


T = TypeVar("T", bound="FarCryAttackRoll")


@_attrs_define
class FarCryAttackRoll:
    """An attack's dice as an event records them (CB-27..CB-29, L976-978).

    `result` is "hit" (the target takes the damage), "cover" (the attack succeeded but the cover
    die showed the shield: the cover is hit instead, L976) or "miss" (the attack die failed: neither
    is hit, L978).

        Attributes:
            attack (FarCryDieRoll | None): The attack die as rolled; `null` for an automatic result.
            base (FarCryAttackRollBaseType0 | None): The weapon's printed die colour; `null` for a weapon printing none
                (automatic success, CB-20).
            chain_step (int): Auto fire's degradation for the n-th extra target (L954); 0 otherwise.
            choice (FarCryDieChoice): The die an attack uses after modifiers: a colour to roll, or an automatic result.
            cover (FarCryDieRoll | None): The cover die as rolled; `null` when the target had no cover or the attack missed.
            result (FarCryAttackRollResult): `hit` (the target takes the damage), `cover` (the cover is hit instead, L976)
                or `miss` (L978).
            shift (int): The net shift applied (R-F-20): +1 per upgrade, -1 per degradation.
    """

    attack: FarCryDieRoll | None
    base: FarCryAttackRollBaseType0 | None
    chain_step: int
    choice: FarCryDieChoice
    cover: FarCryDieRoll | None
    result: FarCryAttackRollResult
    shift: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.far_cry_die_roll import FarCryDieRoll

        attack: dict[str, Any] | None
        if isinstance(self.attack, FarCryDieRoll):
            attack = self.attack.to_dict()
        else:
            attack = self.attack

        base: None | str
        if isinstance(self.base, FarCryAttackRollBaseType0):
            base = self.base.value
        else:
            base = self.base

        chain_step = self.chain_step

        choice = self.choice.to_dict()

        cover: dict[str, Any] | None
        if isinstance(self.cover, FarCryDieRoll):
            cover = self.cover.to_dict()
        else:
            cover = self.cover

        result = self.result.value

        shift = self.shift

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attack": attack,
                "base": base,
                "chain_step": chain_step,
                "choice": choice,
                "cover": cover,
                "result": result,
                "shift": shift,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_die_choice import FarCryDieChoice
        from ..models.far_cry_die_roll import FarCryDieRoll

        d = dict(src_dict)

        def _parse_attack(data: object) -> FarCryDieRoll | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                attack_type_0 = FarCryDieRoll.from_dict(data)

                return attack_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FarCryDieRoll | None, data)

        attack = _parse_attack(d.pop("attack"))

        def _parse_base(data: object) -> FarCryAttackRollBaseType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                base_type_0 = FarCryAttackRollBaseType0(data)

                return base_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FarCryAttackRollBaseType0 | None, data)

        base = _parse_base(d.pop("base"))

        chain_step = d.pop("chain_step")

        choice = FarCryDieChoice.from_dict(d.pop("choice"))

        def _parse_cover(data: object) -> FarCryDieRoll | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                cover_type_0 = FarCryDieRoll.from_dict(data)

                return cover_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FarCryDieRoll | None, data)

        cover = _parse_cover(d.pop("cover"))

        result = FarCryAttackRollResult(d.pop("result"))

        shift = d.pop("shift")

        far_cry_attack_roll = cls(
            attack=attack,
            base=base,
            chain_step=chain_step,
            choice=choice,
            cover=cover,
            result=result,
            shift=shift,
        )

        return far_cry_attack_roll
