from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.report_response_params import ReportResponseParams


T = TypeVar("T", bound="ReportResponse")


@_attrs_define
class ReportResponse:
    """ReportResponse

    Attributes:
        columns (list[str]): The column names, in order.
        name (str): The report's name.
        params (ReportResponseParams): The parameters it ran with, by name (`null`: not given).
        rows (list[list[Any]]): The rows, each a list of values in the columns' order.
        title (str): The report's title.
    """

    columns: list[str]
    name: str
    params: ReportResponseParams
    rows: list[list[Any]]
    title: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        columns = self.columns

        name = self.name

        params = self.params.to_dict()

        rows = []
        for rows_item_data in self.rows:
            rows_item = rows_item_data

            rows.append(rows_item)

        title = self.title

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "columns": columns,
                "name": name,
                "params": params,
                "rows": rows,
                "title": title,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.report_response_params import ReportResponseParams

        d = dict(src_dict)
        columns = cast(list[str], d.pop("columns"))

        name = d.pop("name")

        params = ReportResponseParams.from_dict(d.pop("params"))

        rows = []
        _rows = d.pop("rows")
        for rows_item_data in _rows:
            rows_item = cast(list[Any], rows_item_data)

            rows.append(rows_item)

        title = d.pop("title")

        report_response = cls(
            columns=columns,
            name=name,
            params=params,
            rows=rows,
            title=title,
        )

        report_response.additional_properties = d
        return report_response

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
