from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.montagnes_space_view_region import MontagnesSpaceViewRegion

if TYPE_CHECKING:
    from ..models.montagnes_text import MontagnesText
    from ..models.montagnes_tile_view import MontagnesTileView


T = TypeVar("T", bound="MontagnesSpaceView")


@_attrs_define
class MontagnesSpaceView:
    """A space of the mountain board.

    Attributes:
        adjacent (list[str]): The ids of the spaces the plane may move to from here.
        column (int): Its column on the board (for drawing).
        face_down_tile (bool): A face-down tile still lies here (the plane has not visited it).
        id (str): The space's id (what `move` sends).
        label (MontagnesText): One text in the rulebook's language and in English.
        region (MontagnesSpaceViewRegion): Its region: `coast`, `mountains`, `city`, `gates` or `escape`.
        row (int): Its row on the board (for drawing).
        searched (bool): A Fouiller showed this face-down tile earlier (what it was is no longer shown). Default: False.
        shown (MontagnesTileView | None): The tile a Fouiller shows, during the peek only.
        tile (MontagnesTileView | None): Only in the omniscient view (a finished match's replay, an admin): the face-
            down tile itself.
    """

    adjacent: list[str]
    column: int
    face_down_tile: bool
    id: str
    label: MontagnesText
    region: MontagnesSpaceViewRegion
    row: int
    shown: MontagnesTileView | None
    tile: MontagnesTileView | None
    searched: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.montagnes_tile_view import MontagnesTileView

        adjacent = self.adjacent

        column = self.column

        face_down_tile = self.face_down_tile

        id = self.id

        label = self.label.to_dict()

        region = self.region.value

        row = self.row

        searched = self.searched

        shown: dict[str, Any] | None
        if isinstance(self.shown, MontagnesTileView):
            shown = self.shown.to_dict()
        else:
            shown = self.shown

        tile: dict[str, Any] | None
        if isinstance(self.tile, MontagnesTileView):
            tile = self.tile.to_dict()
        else:
            tile = self.tile

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "adjacent": adjacent,
                "column": column,
                "face_down_tile": face_down_tile,
                "id": id,
                "label": label,
                "region": region,
                "row": row,
                "searched": searched,
                "shown": shown,
                "tile": tile,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.montagnes_text import MontagnesText
        from ..models.montagnes_tile_view import MontagnesTileView

        d = dict(src_dict)
        adjacent = cast(list[str], d.pop("adjacent"))

        column = d.pop("column")

        face_down_tile = d.pop("face_down_tile")

        id = d.pop("id")

        label = MontagnesText.from_dict(d.pop("label"))

        region = MontagnesSpaceViewRegion(d.pop("region"))

        row = d.pop("row")

        searched = d.pop("searched")

        def _parse_shown(data: object) -> MontagnesTileView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                shown_type_0 = MontagnesTileView.from_dict(data)

                return shown_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MontagnesTileView | None, data)

        shown = _parse_shown(d.pop("shown"))

        def _parse_tile(data: object) -> MontagnesTileView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                tile_type_0 = MontagnesTileView.from_dict(data)

                return tile_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MontagnesTileView | None, data)

        tile = _parse_tile(d.pop("tile"))

        montagnes_space_view = cls(
            adjacent=adjacent,
            column=column,
            face_down_tile=face_down_tile,
            id=id,
            label=label,
            region=region,
            row=row,
            searched=searched,
            shown=shown,
            tile=tile,
        )

        montagnes_space_view.additional_properties = d
        return montagnes_space_view

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
