from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.far_cry_die_condition_die_type_0 import FarCryDieConditionDieType0
from ..models.far_cry_die_condition_when import FarCryDieConditionWhen

T = TypeVar("T", bound="FarCryDieCondition")


@_attrs_define
class FarCryDieCondition:
    """A conditional die (CB-9, CB-20, L944, L962): when it holds, `die` replaces the printed die
    (or, with `shift`, the printed die is upgraded/degraded: the Berserker's M133, L1148).

        Attributes:
            die (FarCryDieConditionDieType0 | None): The die colour replacing the printed one; `null` when `shift` applies
                instead.
            shift (int): Steps the printed die is upgraded (+) or degraded (-) instead. Default: 0.
            value (int): The condition's number (a range in hexes for `range_at_least`); 0 otherwise. Default: 0.
            when (FarCryDieConditionWhen): When it holds: `range_at_least` (the target at least `value` hexes away),
                `adjacent_target` or `two_hands_alone`
                (the weapon held alone).
    """

    die: FarCryDieConditionDieType0 | None
    when: FarCryDieConditionWhen
    shift: int = 0
    value: int = 0

    def to_dict(self) -> dict[str, Any]:
        die: None | str
        if isinstance(self.die, FarCryDieConditionDieType0):
            die = self.die.value
        else:
            die = self.die

        shift = self.shift

        value = self.value

        when = self.when.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "die": die,
                "shift": shift,
                "value": value,
                "when": when,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_die(data: object) -> FarCryDieConditionDieType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                die_type_0 = FarCryDieConditionDieType0(data)

                return die_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FarCryDieConditionDieType0 | None, data)

        die = _parse_die(d.pop("die"))

        shift = d.pop("shift")

        value = d.pop("value")

        when = FarCryDieConditionWhen(d.pop("when"))

        far_cry_die_condition = cls(
            die=die,
            shift=shift,
            value=value,
            when=when,
        )

        return far_cry_die_condition
