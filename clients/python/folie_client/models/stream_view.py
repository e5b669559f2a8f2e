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
    from ..models.big_book_seat_view import BigBookSeatView
    from ..models.far_cry_seat_view import FarCrySeatView
    from ..models.maeshowe_seat_view import MaeshoweSeatView
    from ..models.mansions_seat_view import MansionsSeatView
    from ..models.montagnes_seat_view import MontagnesSeatView


T = TypeVar("T", bound="StreamView")


@_attrs_define
class StreamView:
    """The caller's view at version `id`.

    Attributes:
        data (BigBookSeatView | FarCrySeatView | MaeshoweSeatView | MansionsSeatView | MontagnesSeatView): Everything
            one seat (or a spectator, `seat: null`) may know about a match right now.

            `view` is the game's own view: its schema is chosen by `game`.
        id (int): A match version: resume after it with `Last-Event-ID`.
        type_ (Literal['view']): The message's kind (SSE: its `event:` line).
    """

    data: (
        BigBookSeatView
        | FarCrySeatView
        | MaeshoweSeatView
        | MansionsSeatView
        | MontagnesSeatView
    )
    id: int
    type_: Literal["view"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.big_book_seat_view import BigBookSeatView
        from ..models.far_cry_seat_view import FarCrySeatView
        from ..models.maeshowe_seat_view import MaeshoweSeatView
        from ..models.mansions_seat_view import MansionsSeatView

        data: dict[str, Any]
        if (
            isinstance(self.data, BigBookSeatView)
            or isinstance(self.data, FarCrySeatView)
            or isinstance(self.data, MaeshoweSeatView)
            or isinstance(self.data, MansionsSeatView)
        ):
            data = self.data.to_dict()
        else:
            data = self.data.to_dict()

        id = self.id

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "data": data,
                "id": id,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.big_book_seat_view import BigBookSeatView
        from ..models.far_cry_seat_view import FarCrySeatView
        from ..models.maeshowe_seat_view import MaeshoweSeatView
        from ..models.mansions_seat_view import MansionsSeatView
        from ..models.montagnes_seat_view import MontagnesSeatView

        d = dict(src_dict)

        def _parse_data(
            data: object,
        ) -> (
            BigBookSeatView
            | FarCrySeatView
            | MaeshoweSeatView
            | MansionsSeatView
            | MontagnesSeatView
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_seat_view_type_0 = BigBookSeatView.from_dict(data)

                return componentsschemas_seat_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_seat_view_type_1 = FarCrySeatView.from_dict(data)

                return componentsschemas_seat_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_seat_view_type_2 = MaeshoweSeatView.from_dict(data)

                return componentsschemas_seat_view_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_seat_view_type_3 = MansionsSeatView.from_dict(data)

                return componentsschemas_seat_view_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_seat_view_type_4 = MontagnesSeatView.from_dict(data)

            return componentsschemas_seat_view_type_4

        data = _parse_data(d.pop("data"))

        id = d.pop("id")

        type_ = cast(Literal["view"], d.pop("type"))
        if type_ != "view":
            raise ValueError(f"type must match const 'view', got '{type_}'")

        stream_view = cls(
            data=data,
            id=id,
            type_=type_,
        )

        stream_view.additional_properties = d
        return stream_view

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
