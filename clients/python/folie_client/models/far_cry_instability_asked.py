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

if TYPE_CHECKING:
    from ..models.far_cry_aim import FarCryAim


T = TypeVar("T", bound="FarCryInstabilityAsked")


@_attrs_define
class FarCryInstabilityAsked:
    """R-F-46: the Instabilité attack ties on its weapon or its nearest target; the player chooses.

    Attributes:
        character (str): The character whose Instabilité attack ties.
        options (list[FarCryAim]): The weapon and target pairs to choose from.
        type_ (Literal['instability_asked']): The event's type, always `instability_asked` here (the log entry's `type`
            too).
    """

    character: str
    options: list[FarCryAim]
    type_: Literal["instability_asked"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character": character,
                "options": options,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_aim import FarCryAim

        d = dict(src_dict)
        character = d.pop("character")

        options = []
        _options = d.pop("options")
        for options_item_data in _options:
            options_item = FarCryAim.from_dict(options_item_data)

            options.append(options_item)

        type_ = cast(Literal["instability_asked"], d.pop("type"))
        if type_ != "instability_asked":
            raise ValueError(
                f"type must match const 'instability_asked', got '{type_}'"
            )

        far_cry_instability_asked = cls(
            character=character,
            options=options,
            type_=type_,
        )

        far_cry_instability_asked.additional_properties = d
        return far_cry_instability_asked

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
