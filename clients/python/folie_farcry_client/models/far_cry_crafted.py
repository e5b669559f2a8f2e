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

from ..models.far_cry_crafted_kind import FarCryCraftedKind

if TYPE_CHECKING:
    from ..models.far_cry_paid import FarCryPaid


T = TypeVar("T", bound="FarCryCrafted")


@_attrs_define
class FarCryCrafted:
    """INV-16: `recipe` made from `paid` (the team's skins or leaves, INV-9), into `to` or the reserve.

    Attributes:
        kind (FarCryCraftedKind): What was made: a `carrier` (bag or holster tile) or an `item` (a potion).
        paid (list[FarCryPaid]): The leaves and skins taken for it, and from whom.
        recipe (str): The recipe's id (a bag, holster or potion).
        seat (int): The seat that crafted (0-based).
        to (None | str): The character receiving it; `null` for the team reserve.
        type_ (Literal['crafted']): The event's type, always `crafted` here (the log entry's `type` too).
    """

    kind: FarCryCraftedKind
    paid: list[FarCryPaid]
    recipe: str
    seat: int
    to: None | str
    type_: Literal["crafted"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        paid = []
        for paid_item_data in self.paid:
            paid_item = paid_item_data.to_dict()
            paid.append(paid_item)

        recipe = self.recipe

        seat = self.seat

        to: None | str
        to = self.to

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "paid": paid,
                "recipe": recipe,
                "seat": seat,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_paid import FarCryPaid

        d = dict(src_dict)
        kind = FarCryCraftedKind(d.pop("kind"))

        paid = []
        _paid = d.pop("paid")
        for paid_item_data in _paid:
            paid_item = FarCryPaid.from_dict(paid_item_data)

            paid.append(paid_item)

        recipe = d.pop("recipe")

        seat = d.pop("seat")

        def _parse_to(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to = _parse_to(d.pop("to"))

        type_ = cast(Literal["crafted"], d.pop("type"))
        if type_ != "crafted":
            raise ValueError(f"type must match const 'crafted', got '{type_}'")

        far_cry_crafted = cls(
            kind=kind,
            paid=paid,
            recipe=recipe,
            seat=seat,
            to=to,
            type_=type_,
        )

        far_cry_crafted.additional_properties = d
        return far_cry_crafted

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
