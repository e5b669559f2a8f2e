from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.mansions_seat_view import MansionsSeatView


T = TypeVar("T", bound="UndoResult")


@_attrs_define
class UndoResult:
    """`outcome` is `undone`, `requested` (waiting for other seats), `accepted` or `declined`.

    Attributes:
        outcome (str): What happened: `undone` (history went back), `requested` (waiting for the other seats' consent),
            `accepted` or `declined` (an answer to another seat's request).
        version (int): The match's version after it.
        view (MansionsSeatView): A seat's view of a Mansions of Madness match.
    """

    outcome: str
    version: int
    view: MansionsSeatView
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        outcome = self.outcome

        version = self.version

        view = self.view.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "outcome": outcome,
                "version": version,
                "view": view,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mansions_seat_view import MansionsSeatView

        d = dict(src_dict)
        outcome = d.pop("outcome")

        version = d.pop("version")

        view = MansionsSeatView.from_dict(d.pop("view"))

        undo_result = cls(
            outcome=outcome,
            version=version,
            view=view,
        )

        undo_result.additional_properties = d
        return undo_result

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
