from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ReportSummary")


@_attrs_define
class ReportSummary:
    """ReportSummary

    Attributes:
        description (str): What the report answers.
        name (str): The report's name, as `GET /analytics/reports/{name}` takes it.
        needs (list[str]): The query parameters it needs (e.g. "game").
        title (str): The report's title.
    """

    description: str
    name: str
    needs: list[str]
    title: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        description = self.description

        name = self.name

        needs = self.needs

        title = self.title

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "description": description,
                "name": name,
                "needs": needs,
                "title": title,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        description = d.pop("description")

        name = d.pop("name")

        needs = cast(list[str], d.pop("needs"))

        title = d.pop("title")

        report_summary = cls(
            description=description,
            name=name,
            needs=needs,
            title=title,
        )

        report_summary.additional_properties = d
        return report_summary

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
