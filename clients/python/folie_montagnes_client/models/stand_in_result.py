from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.stand_in_seat import StandInSeat
    from ..models.status import Status


T = TypeVar("T", bound="StandInResult")


@_attrs_define
class StandInResult:
    """The seat after the change. `bot` is who plays it now (`null`: its player); `changed` is
    false when it already was so (nothing was appended). `version` and `status` are after any
    commands the stand-ins played at once.

        Attributes:
            bot (None | str): The bot playing the seat now; `null`: its player.
            changed (bool): False when the seat already was so (nothing was appended).
            match_id (str): The match's id.
            seat (int): The seat (0-based).
            stand_ins (list[StandInSeat]): Every seat a bot plays now.
            status (Status): Who may act now, and whether (and how) the match is over.
            version (int): The match's version after any commands the stand-ins played at once.
    """

    bot: None | str
    changed: bool
    match_id: str
    seat: int
    stand_ins: list[StandInSeat]
    status: Status
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bot: None | str
        bot = self.bot

        changed = self.changed

        match_id = self.match_id

        seat = self.seat

        stand_ins = []
        for stand_ins_item_data in self.stand_ins:
            stand_ins_item = stand_ins_item_data.to_dict()
            stand_ins.append(stand_ins_item)

        status = self.status.to_dict()

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bot": bot,
                "changed": changed,
                "match_id": match_id,
                "seat": seat,
                "stand_ins": stand_ins,
                "status": status,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.stand_in_seat import StandInSeat
        from ..models.status import Status

        d = dict(src_dict)

        def _parse_bot(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bot = _parse_bot(d.pop("bot"))

        changed = d.pop("changed")

        match_id = d.pop("match_id")

        seat = d.pop("seat")

        stand_ins = []
        _stand_ins = d.pop("stand_ins")
        for stand_ins_item_data in _stand_ins:
            stand_ins_item = StandInSeat.from_dict(stand_ins_item_data)

            stand_ins.append(stand_ins_item)

        status = Status.from_dict(d.pop("status"))

        version = d.pop("version")

        stand_in_result = cls(
            bot=bot,
            changed=changed,
            match_id=match_id,
            seat=seat,
            stand_ins=stand_ins,
            status=status,
            version=version,
        )

        stand_in_result.additional_properties = d
        return stand_in_result

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
