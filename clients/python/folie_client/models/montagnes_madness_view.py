from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.montagnes_rule_view import MontagnesRuleView
    from ..models.montagnes_text import MontagnesText


T = TypeVar("T", bound="MontagnesMadnessView")


@_attrs_define
class MontagnesMadnessView:
    """Only ever in its holder's view. `honour`: the part the server cannot check.

    Attributes:
        effect (MontagnesText): One text in the rulebook's language and in English.
        enforced (list[MontagnesRuleView]): The constraints the server enforces on its holder.
        honour (None | str): The part of its text the server cannot check, left to its holder's honour (French).
        honour_text (MontagnesText | None): `honour` in French and English.
        id (str): The madness card's id.
        ignored_this_turn (bool): A leadership token makes its holder ignore it this turn.
        label (MontagnesText): One text in the rulebook's language and in English.
        level (int): Its level, 1 to 3 (each new madness card is one level higher).
        name (str): Its French name, as printed.
        text (str): Its French text, as printed.
    """

    effect: MontagnesText
    enforced: list[MontagnesRuleView]
    honour: None | str
    honour_text: MontagnesText | None
    id: str
    ignored_this_turn: bool
    label: MontagnesText
    level: int
    name: str
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.montagnes_text import MontagnesText

        effect = self.effect.to_dict()

        enforced = []
        for enforced_item_data in self.enforced:
            enforced_item = enforced_item_data.to_dict()
            enforced.append(enforced_item)

        honour: None | str
        honour = self.honour

        honour_text: dict[str, Any] | None
        if isinstance(self.honour_text, MontagnesText):
            honour_text = self.honour_text.to_dict()
        else:
            honour_text = self.honour_text

        id = self.id

        ignored_this_turn = self.ignored_this_turn

        label = self.label.to_dict()

        level = self.level

        name = self.name

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "effect": effect,
                "enforced": enforced,
                "honour": honour,
                "honour_text": honour_text,
                "id": id,
                "ignored_this_turn": ignored_this_turn,
                "label": label,
                "level": level,
                "name": name,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.montagnes_rule_view import MontagnesRuleView
        from ..models.montagnes_text import MontagnesText

        d = dict(src_dict)
        effect = MontagnesText.from_dict(d.pop("effect"))

        enforced = []
        _enforced = d.pop("enforced")
        for enforced_item_data in _enforced:
            enforced_item = MontagnesRuleView.from_dict(enforced_item_data)

            enforced.append(enforced_item)

        def _parse_honour(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        honour = _parse_honour(d.pop("honour"))

        def _parse_honour_text(data: object) -> MontagnesText | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                honour_text_type_0 = MontagnesText.from_dict(data)

                return honour_text_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MontagnesText | None, data)

        honour_text = _parse_honour_text(d.pop("honour_text"))

        id = d.pop("id")

        ignored_this_turn = d.pop("ignored_this_turn")

        label = MontagnesText.from_dict(d.pop("label"))

        level = d.pop("level")

        name = d.pop("name")

        text = d.pop("text")

        montagnes_madness_view = cls(
            effect=effect,
            enforced=enforced,
            honour=honour,
            honour_text=honour_text,
            id=id,
            ignored_this_turn=ignored_this_turn,
            label=label,
            level=level,
            name=name,
            text=text,
        )

        montagnes_madness_view.additional_properties = d
        return montagnes_madness_view

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
