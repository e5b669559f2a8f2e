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

T = TypeVar("T", bound="MontagnesLeadershipUsed")


@_attrs_define
class MontagnesLeadershipUsed:
    """A token goes from the sled to the discard for one of the four uses of the player board.

    Attributes:
        target (int | None): The player's seat the use names (a movement's designated player); `null` otherwise.
        type_ (Literal['leadership_used']): The event's type, always `leadership_used` here (the log entry's `type`
            too).
        use (str): The Leadership use: "movement" (move one more space), "encounter" (turn the hourglass again),
            "resolution"
            (reroll the die) or "draw".
    """

    target: int | None
    type_: Literal["leadership_used"]
    use: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        target: int | None
        target = self.target

        type_ = self.type_

        use = self.use

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "target": target,
                "type": type_,
                "use": use,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_target(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        target = _parse_target(d.pop("target"))

        type_ = cast(Literal["leadership_used"], d.pop("type"))
        if type_ != "leadership_used":
            raise ValueError(f"type must match const 'leadership_used', got '{type_}'")

        use = d.pop("use")

        montagnes_leadership_used = cls(
            target=target,
            type_=type_,
            use=use,
        )

        montagnes_leadership_used.additional_properties = d
        return montagnes_leadership_used

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
