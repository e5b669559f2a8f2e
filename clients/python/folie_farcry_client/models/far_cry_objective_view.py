from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.far_cry_text import FarCryText


T = TypeVar("T", bound="FarCryObjectiveView")


@_attrs_define
class FarCryObjectiveView:
    """One of the mission's objectives (EM-2), as its card prints it: public to every seat.

    Attributes:
        id (str): The objective's id (the mission's content).
        met (bool): Met at the mission's end (`objectives_met`).
        money (int): Money it gives the team when met.
        primary (bool): The primary objective decides the mission (EM-2); the secondary ones only give their reward.
        text (FarCryText): Text
        xp (int): Experience points it gives each player when met (0 in mission 0, which is not saved).
    """

    id: str
    met: bool
    money: int
    primary: bool
    text: FarCryText
    xp: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        met = self.met

        money = self.money

        primary = self.primary

        text = self.text.to_dict()

        xp = self.xp

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "met": met,
                "money": money,
                "primary": primary,
                "text": text,
                "xp": xp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_text import FarCryText

        d = dict(src_dict)
        id = d.pop("id")

        met = d.pop("met")

        money = d.pop("money")

        primary = d.pop("primary")

        text = FarCryText.from_dict(d.pop("text"))

        xp = d.pop("xp")

        far_cry_objective_view = cls(
            id=id,
            met=met,
            money=money,
            primary=primary,
            text=text,
            xp=xp,
        )

        far_cry_objective_view.additional_properties = d
        return far_cry_objective_view

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
