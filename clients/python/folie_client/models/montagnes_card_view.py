from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.montagnes_card_view_equipment_type_1 import (
    MontagnesCardViewEquipmentType1,
)
from ..models.montagnes_card_view_equipment_type_2_type_1 import (
    MontagnesCardViewEquipmentType2Type1,
)
from ..models.montagnes_card_view_equipment_type_3_type_1 import (
    MontagnesCardViewEquipmentType3Type1,
)
from ..models.montagnes_card_view_kind import MontagnesCardViewKind

if TYPE_CHECKING:
    from ..models.montagnes_text import MontagnesText


T = TypeVar("T", bound="MontagnesCardView")


@_attrs_define
class MontagnesCardView:
    """An equipment or injury card.

    Attributes:
        equipment (MontagnesCardViewEquipmentType1 | MontagnesCardViewEquipmentType2Type1 |
            MontagnesCardViewEquipmentType3Type1 | None): The equipment type it counts toward in a trial (`null` for an
            injury).
        id (str): The card's id.
        kind (MontagnesCardViewKind): `equipment`, `esoteric` (esoteric equipment) or `injury`.
        label (MontagnesText): One text in the rulebook's language and in English.
        name (str): The card's French name, as printed.
        value (int | None): What it adds to its type's sum in a trial (`null` for an injury).
    """

    equipment: (
        MontagnesCardViewEquipmentType1
        | MontagnesCardViewEquipmentType2Type1
        | MontagnesCardViewEquipmentType3Type1
        | None
    )
    id: str
    kind: MontagnesCardViewKind
    label: MontagnesText
    name: str
    value: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        equipment: None | str
        if (
            isinstance(self.equipment, MontagnesCardViewEquipmentType1)
            or isinstance(self.equipment, MontagnesCardViewEquipmentType2Type1)
            or isinstance(self.equipment, MontagnesCardViewEquipmentType3Type1)
        ):
            equipment = self.equipment.value
        else:
            equipment = self.equipment

        id = self.id

        kind = self.kind.value

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

        def _parse_equipment(
            data: object,
        ) -> (
            MontagnesCardViewEquipmentType1
            | MontagnesCardViewEquipmentType2Type1
            | MontagnesCardViewEquipmentType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                equipment_type_1 = MontagnesCardViewEquipmentType1(data)

                return equipment_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                equipment_type_2_type_1 = MontagnesCardViewEquipmentType2Type1(data)

                return equipment_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                equipment_type_3_type_1 = MontagnesCardViewEquipmentType3Type1(data)

                return equipment_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                MontagnesCardViewEquipmentType1
                | MontagnesCardViewEquipmentType2Type1
                | MontagnesCardViewEquipmentType3Type1
                | None,
                data,
            )

        equipment = _parse_equipment(d.pop("equipment"))

        id = d.pop("id")

        kind = MontagnesCardViewKind(d.pop("kind"))

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
