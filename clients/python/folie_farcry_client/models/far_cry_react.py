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

T = TypeVar("T", bound="FarCryReact")


@_attrs_define
class FarCryReact:
    """Use or pass the reaction talent offered now (Coup de chance, Abdos en acier, Second souffle;
    TL-9): `prompt` is the open reaction's prompt id, as listed.

        Attributes:
            action (Literal['react']): The command's action, always `react` here (a `LegalAction`'s `action`).
            prompt (str): The open reaction's prompt id, as listed.
            use (bool): True to use the reaction talent, false to pass.
    """

    action: Literal["react"]
    prompt: str
    use: bool

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        prompt = self.prompt

        use = self.use

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "prompt": prompt,
                "use": use,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["react"], d.pop("action"))
        if action != "react":
            raise ValueError(f"action must match const 'react', got '{action}'")

        prompt = d.pop("prompt")

        use = d.pop("use")

        far_cry_react = cls(
            action=action,
            prompt=prompt,
            use=use,
        )

        return far_cry_react
