from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.big_book_curse_view_element import BigBookCurseViewElement

T = TypeVar("T", bound="BigBookCurseView")


@_attrs_define
class BigBookCurseView:
    """A curse on the invocation track.

    Attributes:
        cost (int): The element value to pay to destroy it now: 4 plus the element's tokens (4 for `multi`).
        curse (str): The curse card's id (`<curse>-<k>`).
        element (BigBookCurseViewElement): Its element (`water`, `fire`, `earth`, `air`), or `multi`.
        madness_under (int): Madness cards lying under it (a monster's "Placez 1 Folie sous chaque Malédiction").
        neutralised (bool): Turned face down: no effect until restored.
        slot (str): Its space on the track: `2`, `3L`, `3R`, `4` or `5` (R-B-4).
        text (str): What it does, in the reader's language.
    """

    cost: int
    curse: str
    element: BigBookCurseViewElement
    madness_under: int
    neutralised: bool
    slot: str
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cost = self.cost

        curse = self.curse

        element = self.element.value

        madness_under = self.madness_under

        neutralised = self.neutralised

        slot = self.slot

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cost": cost,
                "curse": curse,
                "element": element,
                "madness_under": madness_under,
                "neutralised": neutralised,
                "slot": slot,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cost = d.pop("cost")

        curse = d.pop("curse")

        element = BigBookCurseViewElement(d.pop("element"))

        madness_under = d.pop("madness_under")

        neutralised = d.pop("neutralised")

        slot = d.pop("slot")

        text = d.pop("text")

        big_book_curse_view = cls(
            cost=cost,
            curse=curse,
            element=element,
            madness_under=madness_under,
            neutralised=neutralised,
            slot=slot,
            text=text,
        )

        big_book_curse_view.additional_properties = d
        return big_book_curse_view

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
