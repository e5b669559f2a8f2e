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

T = TypeVar("T", bound="MansionsCorpsesBurnt")


@_attrs_define
class MansionsCorpsesBurnt:
    """Corpse markers destroyed in `space`: by the campfire action (`action`, H-56, R-H-30) or by
    fire in their room (H-57).

        Attributes:
            action (bool): True when burnt by the campfire action (H-56). Default: False.
            count (int): Corpse markers destroyed.
            space (str): The space whose corpses burn.
            type_ (Literal['corpses_burnt']): The event's type, always `corpses_burnt` here (the log entry's `type` too).
    """

    count: int
    space: str
    type_: Literal["corpses_burnt"]
    action: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        count = self.count

        space = self.space

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "count": count,
                "space": space,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = d.pop("action")

        count = d.pop("count")

        space = d.pop("space")

        type_ = cast(Literal["corpses_burnt"], d.pop("type"))
        if type_ != "corpses_burnt":
            raise ValueError(f"type must match const 'corpses_burnt', got '{type_}'")

        mansions_corpses_burnt = cls(
            action=action,
            count=count,
            space=space,
            type_=type_,
        )

        mansions_corpses_burnt.additional_properties = d
        return mansions_corpses_burnt

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
