from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.game_version_event_schemas import GameVersionEventSchemas


T = TypeVar("T", bound="GameVersion")


@_attrs_define
class GameVersion:
    """GameVersion

    Attributes:
        event_schemas (GameVersionEventSchemas): Each of the game's event types and the `schema_version` it is stored at
            (older versions are
            upcast when read).
        rules_version (str): The rules this server plays new matches of the game under (a match keeps the one it began
            with).
    """

    event_schemas: GameVersionEventSchemas
    rules_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        event_schemas = self.event_schemas.to_dict()

        rules_version = self.rules_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "event_schemas": event_schemas,
                "rules_version": rules_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_version_event_schemas import GameVersionEventSchemas

        d = dict(src_dict)
        event_schemas = GameVersionEventSchemas.from_dict(d.pop("event_schemas"))

        rules_version = d.pop("rules_version")

        game_version = cls(
            event_schemas=event_schemas,
            rules_version=rules_version,
        )

        game_version.additional_properties = d
        return game_version

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
