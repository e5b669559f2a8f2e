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

from ..types import UNSET, Unset

T = TypeVar("T", bound="MansionsReadySkill")


@_attrs_define
class MansionsReadySkill:
    """Set a skill point aside for the next test of kind `test` (not luck) in one's turn (L88, H-43,
    R-H-19); as the answer to a monster attack's prompt, for that attack's test (`test` not needed).

        Attributes:
            action (Literal['ready_skill']): The command's action, always `ready_skill` here (a `LegalAction`'s `action`).
            test (None | str | Unset): The kind of test the point is for (a `TestRolled.why`: "horror", "evade",
                "obstacle"...); `null` for the next
                test, or the attack's test when answering its prompt.
    """

    action: Literal["ready_skill"]
    test: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        test: None | str | Unset
        if isinstance(self.test, Unset):
            test = UNSET
        else:
            test = self.test

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
            }
        )
        if test is not UNSET:
            field_dict["test"] = test

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["ready_skill"], d.pop("action"))
        if action != "ready_skill":
            raise ValueError(f"action must match const 'ready_skill', got '{action}'")

        def _parse_test(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        test = _parse_test(d.pop("test", UNSET))

        mansions_ready_skill = cls(
            action=action,
            test=test,
        )

        return mansions_ready_skill
