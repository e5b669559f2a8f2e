from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.lapsed_undo import LapsedUndo


T = TypeVar("T", bound="UndoInfo")


@_attrs_define
class UndoInfo:
    """A pending undo request, and the versions this seat could undo to right now.

    `lapsed`: the last request that lapsed unanswered (a barrier or a command came first) until a
    new one is made, so the seats know why their consent is no longer asked.

        Attributes:
            lapsed (LapsedUndo | None): The last request that lapsed unanswered, until a new one is made; `null` otherwise.
            requested_by (int | None): The seat that asked for the pending undo (`null`: none pending).
            to_version (int | None): The match version the pending undo would go back to (`null`: none pending).
            undoable_to (list[int]): The versions this seat may ask to go back to now (the starts of the last commands, most
                recent
                last; empty for spectators and once the match is over).
            waiting_for (list[int]): The seats whose consent the pending undo still needs.
    """

    lapsed: LapsedUndo | None
    requested_by: int | None
    to_version: int | None
    undoable_to: list[int]
    waiting_for: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.lapsed_undo import LapsedUndo

        lapsed: dict[str, Any] | None
        if isinstance(self.lapsed, LapsedUndo):
            lapsed = self.lapsed.to_dict()
        else:
            lapsed = self.lapsed

        requested_by: int | None
        requested_by = self.requested_by

        to_version: int | None
        to_version = self.to_version

        undoable_to = self.undoable_to

        waiting_for = self.waiting_for

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "lapsed": lapsed,
                "requested_by": requested_by,
                "to_version": to_version,
                "undoable_to": undoable_to,
                "waiting_for": waiting_for,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lapsed_undo import LapsedUndo

        d = dict(src_dict)

        def _parse_lapsed(data: object) -> LapsedUndo | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                lapsed_type_0 = LapsedUndo.from_dict(data)

                return lapsed_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LapsedUndo | None, data)

        lapsed = _parse_lapsed(d.pop("lapsed"))

        def _parse_requested_by(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        requested_by = _parse_requested_by(d.pop("requested_by"))

        def _parse_to_version(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_version = _parse_to_version(d.pop("to_version"))

        undoable_to = cast(list[int], d.pop("undoable_to"))

        waiting_for = cast(list[int], d.pop("waiting_for"))

        undo_info = cls(
            lapsed=lapsed,
            requested_by=requested_by,
            to_version=to_version,
            undoable_to=undoable_to,
            waiting_for=waiting_for,
        )

        undo_info.additional_properties = d
        return undo_info

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
