from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.mansions_test_prompt import MansionsTestPrompt


T = TypeVar("T", bound="MansionsTestOffered")


@_attrs_define
class MansionsTestOffered:
    """A test is about to be rolled for the investigator of `prompt.seat`, who may spend a skill point
    on it first (L88 "pour un test, avant le jet de dé", H-43): the decision that reached it waits for
    the answer (`TestPrompt`). Chance: the dice its decision rolled before it are shown (`rolled`);
    the held command and generator are redacted in every seat's view (`views.event_view`).

        Attributes:
            prompt (MansionsTestPrompt): A test about to be rolled waits for its investigator's answer: a skill point on it
                or not (L88
                "pour un test, avant le jet de dé", H-43, R-H-19). The decision that reached the test (`command`
                of seat `actor` at `now`, or the deadlines passed at `now` when `actor` is None) is held,
                not applied: the answer decides it again from this state with the generator it started with
                (`rng`, the keeper's and the server's only) and every answer so far (`answers`), so the dice
                rolled before the test (`rolled`, public) fall the same and nothing is half done meanwhile.
            type_ (Literal['test_offered']): The event's type, always `test_offered` here (the log entry's `type` too).
    """

    prompt: MansionsTestPrompt
    type_: Literal["test_offered"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        prompt = self.prompt.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "prompt": prompt,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mansions_test_prompt import MansionsTestPrompt

        d = dict(src_dict)
        prompt = MansionsTestPrompt.from_dict(d.pop("prompt"))

        type_ = cast(Literal["test_offered"], d.pop("type"))
        if type_ != "test_offered":
            raise ValueError(f"type must match const 'test_offered', got '{type_}'")

        mansions_test_offered = cls(
            prompt=prompt,
            type_=type_,
        )

        mansions_test_offered.additional_properties = d
        return mansions_test_offered

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
