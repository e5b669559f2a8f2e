from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.big_book_starting_cards import BigBookStartingCards


T = TypeVar("T", bound="BigBookMagicianView")


@_attrs_define
class BigBookMagicianView:
    """A magician's sheet: what a player chooses from (« Chaque joueur choisit un Magicien »).

    Attributes:
        elements (list[BigBookStartingCards]): The element cards the magician starts with.
        id (str): The magician's id (what `choose_magician` sends).
        name (str): The magician's name.
        power (str): The magician's power, in the reader's language (usable once per turn).
        taken_by (int | None): The seat that chose this magician (`null`: still free).
    """

    elements: list[BigBookStartingCards]
    id: str
    name: str
    power: str
    taken_by: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        elements = []
        for elements_item_data in self.elements:
            elements_item = elements_item_data.to_dict()
            elements.append(elements_item)

        id = self.id

        name = self.name

        power = self.power

        taken_by: int | None
        taken_by = self.taken_by

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "elements": elements,
                "id": id,
                "name": name,
                "power": power,
                "taken_by": taken_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.big_book_starting_cards import BigBookStartingCards

        d = dict(src_dict)
        elements = []
        _elements = d.pop("elements")
        for elements_item_data in _elements:
            elements_item = BigBookStartingCards.from_dict(elements_item_data)

            elements.append(elements_item)

        id = d.pop("id")

        name = d.pop("name")

        power = d.pop("power")

        def _parse_taken_by(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        taken_by = _parse_taken_by(d.pop("taken_by"))

        big_book_magician_view = cls(
            elements=elements,
            id=id,
            name=name,
            power=power,
            taken_by=taken_by,
        )

        big_book_magician_view.additional_properties = d
        return big_book_magician_view

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
