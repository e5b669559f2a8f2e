from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.far_cry_held_die_cause import FarCryHeldDieCause
from ..models.far_cry_held_die_die import FarCryHeldDieDie

if TYPE_CHECKING:
    from ..models.far_cry_die_roll import FarCryDieRoll


T = TypeVar("T", bound="FarCryHeldDie")


@_attrs_define
class FarCryHeldDie:
    """A die other than an attack's, rolled by Coup de chance's owner, that went against them: its
    consequences wait for the answer (L1309). `die` is the die rolled again; `target` the
    takedown's victim; `at` the nest or Amanites hex and `walked` the hex its walker stepped on.

        Attributes:
            at (list[int] | None): The nest's or Amanites' hex, as `[q, r]`; `null` otherwise.
            cause (FarCryHeldDieCause): Which die it is: the `takedown` die, Abdos en acier's (`steel_abs`), Artiste du
                couteau's (`knife_bonus`), a
                `nest`'s or the `amanites`'.
            die (FarCryHeldDieDie): The die's colour, rolled again on a reroll.
            roll (FarCryDieRoll): One die thrown: which die, the face index (0-5) and whether it shows a symbol.
            target (None | str): The takedown's victim uid; `null` otherwise.
            walked (list[int] | None): The hex the walker stepped on, as `[q, r]`; `null` otherwise.
    """

    at: list[int] | None
    cause: FarCryHeldDieCause
    die: FarCryHeldDieDie
    roll: FarCryDieRoll
    target: None | str
    walked: list[int] | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at: list[int] | None
        if isinstance(self.at, list):
            at = self.at

        else:
            at = self.at

        cause = self.cause.value

        die = self.die.value

        roll = self.roll.to_dict()

        target: None | str
        target = self.target

        walked: list[int] | None
        if isinstance(self.walked, list):
            walked = self.walked

        else:
            walked = self.walked

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "cause": cause,
                "die": die,
                "roll": roll,
                "target": target,
                "walked": walked,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_die_roll import FarCryDieRoll

        d = dict(src_dict)

        def _parse_at(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                at_type_0 = cast(list[int], data)

                return at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        at = _parse_at(d.pop("at"))

        cause = FarCryHeldDieCause(d.pop("cause"))

        die = FarCryHeldDieDie(d.pop("die"))

        roll = FarCryDieRoll.from_dict(d.pop("roll"))

        def _parse_target(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        target = _parse_target(d.pop("target"))

        def _parse_walked(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                walked_type_0 = cast(list[int], data)

                return walked_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        walked = _parse_walked(d.pop("walked"))

        far_cry_held_die = cls(
            at=at,
            cause=cause,
            die=die,
            roll=roll,
            target=target,
            walked=walked,
        )

        far_cry_held_die.additional_properties = d
        return far_cry_held_die

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
