from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.match_summary_seed_source import MatchSummarySeedSource

if TYPE_CHECKING:
    from ..models.match_summary_options import MatchSummaryOptions
    from ..models.stand_in_seat import StandInSeat
    from ..models.status import Status


T = TypeVar("T", bound="MatchSummary")


@_attrs_define
class MatchSummary:
    """MatchSummary

    Attributes:
        chat_count (int): Chat lines said at the table.
        created_at (float): When the match was created, Unix seconds.
        game (str): The game's id.
        match_id (str): The match's id.
        options (MatchSummaryOptions): The match's options, as created (defaults filled in).
        rules_version (str): The rules version the match is played under.
        seats (int): Seats in the match.
        seed_source (MatchSummarySeedSource): `server` (fair: drawn by the server, committed in every view), `caller`
            (chosen by the
            match's creator) or `unrecorded` (stored before Folie recorded it). Default: MatchSummarySeedSource.UNRECORDED.
        stand_ins (list[StandInSeat]): Seats played by a stand-in bot for now.
        status (Status): Who may act now, and whether (and how) the match is over.
        title (str): The game's title.
        updated_at (float): When its last event was recorded, Unix seconds.
        version (int): The match's version (its event count).
    """

    chat_count: int
    created_at: float
    game: str
    match_id: str
    options: MatchSummaryOptions
    rules_version: str
    seats: int
    stand_ins: list[StandInSeat]
    status: Status
    title: str
    updated_at: float
    version: int
    seed_source: MatchSummarySeedSource = MatchSummarySeedSource.UNRECORDED
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        chat_count = self.chat_count

        created_at = self.created_at

        game = self.game

        match_id = self.match_id

        options = self.options.to_dict()

        rules_version = self.rules_version

        seats = self.seats

        seed_source = self.seed_source.value

        stand_ins = []
        for stand_ins_item_data in self.stand_ins:
            stand_ins_item = stand_ins_item_data.to_dict()
            stand_ins.append(stand_ins_item)

        status = self.status.to_dict()

        title = self.title

        updated_at = self.updated_at

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "chat_count": chat_count,
                "created_at": created_at,
                "game": game,
                "match_id": match_id,
                "options": options,
                "rules_version": rules_version,
                "seats": seats,
                "seed_source": seed_source,
                "stand_ins": stand_ins,
                "status": status,
                "title": title,
                "updated_at": updated_at,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.match_summary_options import MatchSummaryOptions
        from ..models.stand_in_seat import StandInSeat
        from ..models.status import Status

        d = dict(src_dict)
        chat_count = d.pop("chat_count")

        created_at = d.pop("created_at")

        game = d.pop("game")

        match_id = d.pop("match_id")

        options = MatchSummaryOptions.from_dict(d.pop("options"))

        rules_version = d.pop("rules_version")

        seats = d.pop("seats")

        seed_source = MatchSummarySeedSource(d.pop("seed_source"))

        stand_ins = []
        _stand_ins = d.pop("stand_ins")
        for stand_ins_item_data in _stand_ins:
            stand_ins_item = StandInSeat.from_dict(stand_ins_item_data)

            stand_ins.append(stand_ins_item)

        status = Status.from_dict(d.pop("status"))

        title = d.pop("title")

        updated_at = d.pop("updated_at")

        version = d.pop("version")

        match_summary = cls(
            chat_count=chat_count,
            created_at=created_at,
            game=game,
            match_id=match_id,
            options=options,
            rules_version=rules_version,
            seats=seats,
            seed_source=seed_source,
            stand_ins=stand_ins,
            status=status,
            title=title,
            updated_at=updated_at,
            version=version,
        )

        match_summary.additional_properties = d
        return match_summary

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
