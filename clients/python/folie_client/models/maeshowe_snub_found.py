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

from ..models.maeshowe_snub_found_source import MaeshoweSnubFoundSource

T = TypeVar("T", bound="MaeshoweSnubFound")


@_attrs_define
class MaeshoweSnubFound:
    """Snober played: the first Raven or Goose found goes to the START of the line (no play effect).

    Attributes:
        card (int): The found card's id.
        owner (int): The seat whose discard pile held it (`-1` with `source: deck`).
        source (MaeshoweSnubFoundSource): Where it was found.
        type_ (Literal['snub_found']): The event's type, always `snub_found` here (the log entry's `type` too).
    """

    card: int
    owner: int
    source: MaeshoweSnubFoundSource
    type_: Literal["snub_found"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        owner = self.owner

        source = self.source.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "owner": owner,
                "source": source,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        owner = d.pop("owner")

        source = MaeshoweSnubFoundSource(d.pop("source"))

        type_ = cast(Literal["snub_found"], d.pop("type"))
        if type_ != "snub_found":
            raise ValueError(f"type must match const 'snub_found', got '{type_}'")

        maeshowe_snub_found = cls(
            card=card,
            owner=owner,
            source=source,
            type_=type_,
        )

        maeshowe_snub_found.additional_properties = d
        return maeshowe_snub_found

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
