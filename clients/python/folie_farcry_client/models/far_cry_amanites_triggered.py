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

from ..models.far_cry_amanites_triggered_outcome import FarCryAmanitesTriggeredOutcome

if TYPE_CHECKING:
    from ..models.far_cry_die_roll import FarCryDieRoll


T = TypeVar("T", bound="FarCryAmanitesTriggered")


@_attrs_define
class FarCryAmanitesTriggered:
    """TI-12 (L2267-2277), R-F-41: a unit walked onto the Amanites; the tile is removed and the orange
    die and the cover die say what happens to every unit within radius 1 (`affected`): symbol and
    shield, 2 damage; symbol and blank, the players gain 2 MP; blank and shield, 2 HP healed; blank
    and blank, each makes a free attack, in the order of `owed` (R-F-42).

        Attributes:
            affected (list[str]): The character ids and unit uids within radius 1.
            at (list[int]): An axial coordinate; the third cube coordinate is `-q - r`.
            by (str): The character id or unit uid that walked onto it.
            cover (FarCryDieRoll): One die thrown: which die, the face index (0-5) and whether it shows a symbol.
            outcome (FarCryAmanitesTriggeredOutcome): What the two dice gave: `damage` (2 to each), `mp` (players gain 2
                MP), `heal` (2 HP each) or `free_attacks`.
            owed (list[str]): For `free_attacks`: who owes one, in order (R-F-42).
            roll (FarCryDieRoll): One die thrown: which die, the face index (0-5) and whether it shows a symbol.
            type_ (Literal['amanites_triggered']): The event's type, always `amanites_triggered` here (the log entry's
                `type` too).
    """

    affected: list[str]
    at: list[int]
    by: str
    cover: FarCryDieRoll
    outcome: FarCryAmanitesTriggeredOutcome
    owed: list[str]
    roll: FarCryDieRoll
    type_: Literal["amanites_triggered"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        affected = self.affected

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
                "affected": affected,
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
        affected = cast(list[str], d.pop("affected"))

        at = cast(list[int], d.pop("at"))

        by = d.pop("by")

        cover = FarCryDieRoll.from_dict(d.pop("cover"))

        outcome = FarCryAmanitesTriggeredOutcome(d.pop("outcome"))

        owed = cast(list[str], d.pop("owed"))

        roll = FarCryDieRoll.from_dict(d.pop("roll"))

        type_ = cast(Literal["amanites_triggered"], d.pop("type"))
        if type_ != "amanites_triggered":
            raise ValueError(
                f"type must match const 'amanites_triggered', got '{type_}'"
            )

        far_cry_amanites_triggered = cls(
            affected=affected,
            at=at,
            by=by,
            cover=cover,
            outcome=outcome,
            owed=owed,
            roll=roll,
            type_=type_,
        )

        far_cry_amanites_triggered.additional_properties = d
        return far_cry_amanites_triggered

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
