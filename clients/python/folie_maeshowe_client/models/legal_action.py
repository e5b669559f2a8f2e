from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.legal_action_action import LegalActionAction

if TYPE_CHECKING:
    from ..models.legal_action_fixed import LegalActionFixed
    from ..models.param import Param


T = TypeVar("T", bound="LegalAction")


@_attrs_define
class LegalAction:
    """A command a seat may send now: `{"action": action, **fixed, <param>: <value>...}`.

    `prompt` names the pending prompt this action answers, if any. A generic client plays every
    game from these listings alone; the engine still re-checks everything in `decide`.

        Attributes:
            action (LegalActionAction): The command's `action`: one of Maeshowe's (`MaeshoweCommand`).
            fixed (LegalActionFixed): Fields sent as they are in the command, next to `action` and the parameters: scalars,
                or structures the action names as a whole (Far Cry's weapons in hand, its targets).
            label (str): The action in words, in the reader's language (`Accept-Language`).
            params (list[Param]): The command's fields the seat chooses, each with its allowed values.
            prompt (None | str): The `id` of the pending prompt this action answers (`null`: a free action of the turn).
    """

    action: LegalActionAction
    fixed: LegalActionFixed
    label: str
    params: list[Param]
    prompt: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        fixed = self.fixed.to_dict()

        label = self.label

        params = []
        for params_item_data in self.params:
            params_item = params_item_data.to_dict()
            params.append(params_item)

        prompt: None | str
        prompt = self.prompt

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "fixed": fixed,
                "label": label,
                "params": params,
                "prompt": prompt,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.legal_action_fixed import LegalActionFixed
        from ..models.param import Param

        d = dict(src_dict)
        action = LegalActionAction(d.pop("action"))

        fixed = LegalActionFixed.from_dict(d.pop("fixed"))

        label = d.pop("label")

        params = []
        _params = d.pop("params")
        for params_item_data in _params:
            params_item = Param.from_dict(params_item_data)

            params.append(params_item)

        def _parse_prompt(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        prompt = _parse_prompt(d.pop("prompt"))

        legal_action = cls(
            action=action,
            fixed=fixed,
            label=label,
            params=params,
            prompt=prompt,
        )

        legal_action.additional_properties = d
        return legal_action

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
