from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.montagnes_text import MontagnesText


T = TypeVar("T", bound="MontagnesCardView")


@_attrs_define
class MontagnesCardView:
    """CardView

    Attributes:
        equipment (None | str):
        id (str):
        kind (str):
        label (MontagnesText): One text in the rulebook's language and in English.
        name (str):
        value (int | None):
    """

    equipment: None | str
    id: str
    kind: str
    label: MontagnesText
    name: str
    value: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        equipment: None | str
        equipment = self.equipment

        id = self.id

        kind = self.kind

        label = self.label.to_dict()

        name = self.name

        value: int | None
        value = self.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "equipment": equipment,
                "id": id,
                "kind": kind,
                "label": label,
                "name": name,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.montagnes_text import MontagnesText

        d = dict(src_dict)

        def _parse_equipment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        equipment = _parse_equipment(d.pop("equipment"))

        id = d.pop("id")

        kind = d.pop("kind")

        label = MontagnesText.from_dict(d.pop("label"))

        name = d.pop("name")

        def _parse_value(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        value = _parse_value(d.pop("value"))

        montagnes_card_view = cls(
            equipment=equipment,
            id=id,
            kind=kind,
            label=label,
            name=name,
            value=value,
        )

        montagnes_card_view.additional_properties = d
        return montagnes_card_view

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
