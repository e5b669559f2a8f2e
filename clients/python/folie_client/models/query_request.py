from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="QueryRequest")


@_attrs_define
class QueryRequest:
    """QueryRequest

    Attributes:
        sql (str): The read-only SQL query to run on the analytics database (DuckDB dialect).
        limit (int | Unset): The most rows to return; more rows set `truncated`. Default: 1000.
        timeout_s (float | Unset): The query's time limit, in seconds. Default: 5.0.
    """

    sql: str
    limit: int | Unset = 1000
    timeout_s: float | Unset = 5.0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        sql = self.sql

        limit = self.limit

        timeout_s = self.timeout_s

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "sql": sql,
            }
        )
        if limit is not UNSET:
            field_dict["limit"] = limit
        if timeout_s is not UNSET:
            field_dict["timeout_s"] = timeout_s

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        sql = d.pop("sql")

        limit = d.pop("limit", UNSET)

        timeout_s = d.pop("timeout_s", UNSET)

        query_request = cls(
            sql=sql,
            limit=limit,
            timeout_s=timeout_s,
        )

        query_request.additional_properties = d
        return query_request

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
