from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.query_column import QueryColumn


T = TypeVar("T", bound="QueryResponse")


@_attrs_define
class QueryResponse:
    """`truncated`: more rows matched than `limit`; only the first `limit` are here.

    Attributes:
        columns (list[QueryColumn]): The result's columns, in order.
        elapsed_ms (float): How long the query ran, in milliseconds.
        rows (list[list[Any]]): The rows, each a list of values in the columns' order.
        truncated (bool): True when more rows matched than `limit`: only the first `limit` are here.
    """

    columns: list[QueryColumn]
    elapsed_ms: float
    rows: list[list[Any]]
    truncated: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        columns = []
        for columns_item_data in self.columns:
            columns_item = columns_item_data.to_dict()
            columns.append(columns_item)

        elapsed_ms = self.elapsed_ms

        rows = []
        for rows_item_data in self.rows:
            rows_item = rows_item_data

            rows.append(rows_item)

        truncated = self.truncated

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "columns": columns,
                "elapsed_ms": elapsed_ms,
                "rows": rows,
                "truncated": truncated,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.query_column import QueryColumn

        d = dict(src_dict)
        columns = []
        _columns = d.pop("columns")
        for columns_item_data in _columns:
            columns_item = QueryColumn.from_dict(columns_item_data)

            columns.append(columns_item)

        elapsed_ms = d.pop("elapsed_ms")

        rows = []
        _rows = d.pop("rows")
        for rows_item_data in _rows:
            rows_item = cast(list[Any], rows_item_data)

            rows.append(rows_item)

        truncated = d.pop("truncated")

        query_response = cls(
            columns=columns,
            elapsed_ms=elapsed_ms,
            rows=rows,
            truncated=truncated,
        )

        query_response.additional_properties = d
        return query_response

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
