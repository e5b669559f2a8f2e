from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.version_info_games import VersionInfoGames
    from ..models.version_info_platform_event_schemas import (
        VersionInfoPlatformEventSchemas,
    )


T = TypeVar("T", bound="VersionInfo")


@_attrs_define
class VersionInfo:
    """VersionInfo

    Attributes:
        api (str): The OpenAPI document's `info.version`.
        folie (str): The package's version (`folie --version`; CHANGELOG.md).
        games (VersionInfoGames): Each hosted game's rules version, by game id.
        platform_event_schemas (VersionInfoPlatformEventSchemas): The platform's own event types (match creation, chat,
            seating) and their `schema_version`.
    """

    api: str
    folie: str
    games: VersionInfoGames
    platform_event_schemas: VersionInfoPlatformEventSchemas
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        api = self.api

        folie = self.folie

        games = self.games.to_dict()

        platform_event_schemas = self.platform_event_schemas.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "api": api,
                "folie": folie,
                "games": games,
                "platform_event_schemas": platform_event_schemas,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.version_info_games import VersionInfoGames
        from ..models.version_info_platform_event_schemas import (
            VersionInfoPlatformEventSchemas,
        )

        d = dict(src_dict)
        api = d.pop("api")

        folie = d.pop("folie")

        games = VersionInfoGames.from_dict(d.pop("games"))

        platform_event_schemas = VersionInfoPlatformEventSchemas.from_dict(
            d.pop("platform_event_schemas")
        )

        version_info = cls(
            api=api,
            folie=folie,
            games=games,
            platform_event_schemas=platform_event_schemas,
        )

        version_info.additional_properties = d
        return version_info

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
