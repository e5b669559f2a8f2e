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

from ..models.far_cry_amanites_rerolled_outcome import FarCryAmanitesRerolledOutcome

if TYPE_CHECKING:
    from ..models.far_cry_die_roll import FarCryDieRoll


T = TypeVar("T", bound="FarCryAmanitesRerolled")


@_attrs_define
class FarCryAmanitesRerolled:
    """Coup de chance (L1309) on the Amanites' dice its walker set off: both dice rolled again, the
    new `outcome` replaces the first (R-F-41); `owed` the free attacks, as in `AmanitesTriggered`.

        Attributes:
            at (list[int]): An axial coordinate; the third cube coordinate is `-q - r`.
            by (str): The character who set them off and rerolls.
            cover (FarCryDieRoll): One die thrown: which die, the face index (0-5) and whether it shows a symbol.
            outcome (FarCryAmanitesRerolledOutcome): The new outcome, replacing the first: `damage`, `mp`, `heal` or
                `free_attacks`.
            owed (list[str]): For `free_attacks`: who owes one, in order (R-F-42).
            roll (FarCryDieRoll): One die thrown: which die, the face index (0-5) and whether it shows a symbol.
            type_ (Literal['amanites_rerolled']): The event's type, always `amanites_rerolled` here (the log entry's `type`
                too).
    """

    at: list[int]
    by: str
    cover: FarCryDieRoll
    outcome: FarCryAmanitesRerolledOutcome
    owed: list[str]
    roll: FarCryDieRoll
    type_: Literal["amanites_rerolled"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        by = self.by

        cover = self.cover.to_dict()

        outcome = self.outcome.value

        owed = self.owed

        roll = self.roll.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "by": by,
                "cover": cover,
                "outcome": outcome,
                "owed": owed,
                "roll": roll,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_die_roll import FarCryDieRoll

        d = dict(src_dict)
        at = cast(list[int], d.pop("at"))

        by = d.pop("by")

        cover = FarCryDieRoll.from_dict(d.pop("cover"))

        outcome = FarCryAmanitesRerolledOutcome(d.pop("outcome"))

        owed = cast(list[str], d.pop("owed"))

        roll = FarCryDieRoll.from_dict(d.pop("roll"))

        type_ = cast(Literal["amanites_rerolled"], d.pop("type"))
        if type_ != "amanites_rerolled":
            raise ValueError(
                f"type must match const 'amanites_rerolled', got '{type_}'"
            )

        far_cry_amanites_rerolled = cls(
            at=at,
            by=by,
            cover=cover,
            outcome=outcome,
            owed=owed,
            roll=roll,
            type_=type_,
        )

        far_cry_amanites_rerolled.additional_properties = d
        return far_cry_amanites_rerolled

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
