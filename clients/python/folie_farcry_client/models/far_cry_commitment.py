from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FarCryCommitment")


@_attrs_define
class FarCryCommitment:
    """A destination chosen at step 2 (EX-12): a cell or a face-up secret place; `flee_to` is where a
    forced flight goes (R-F-62); `rerolls`: bought on arrival at a hunt, before rolling (EX-19).

        Attributes:
            bought (bool): True once the re-rolls are bought. Default: False.
            character (str): The explorer.
            flee_to (str): Where a forced flight goes (R-F-62), a cell `"x,y"`; the Base camp by default. Default: '0,0'.
            rerolls (int): Re-rolls bought on arrival at a hunt (EX-19). Default: 0.
            to (str): The destination: a cell `"x,y"` or a face-up secret place's id.
    """

    character: str
    to: str
    bought: bool = False
    flee_to: str = "0,0"
    rerolls: int = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bought = self.bought

        character = self.character

        flee_to = self.flee_to

        rerolls = self.rerolls

        to = self.to

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bought": bought,
                "character": character,
                "flee_to": flee_to,
                "rerolls": rerolls,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        bought = d.pop("bought")

        character = d.pop("character")

        flee_to = d.pop("flee_to")

        rerolls = d.pop("rerolls")

        to = d.pop("to")

        far_cry_commitment = cls(
            bought=bought,
            character=character,
            flee_to=flee_to,
            rerolls=rerolls,
            to=to,
        )

        far_cry_commitment.additional_properties = d
        return far_cry_commitment

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
