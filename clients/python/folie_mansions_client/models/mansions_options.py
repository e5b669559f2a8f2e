from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mansions_options_story_type_0 import MansionsOptionsStoryType0
    from ..models.mansions_pick import MansionsPick


T = TypeVar("T", bound="MansionsOptions")


@_attrs_define
class MansionsOptions:
    """Seat 0 is the keeper, seats 1..`investigators` the investigators (H-2, H-3).

    Attributes:
        investigators (int | Unset): How many investigator seats (1 to 4). Default: 1.
        keeper_seconds (int | None | Unset): Seconds the keeper has to answer a prompt (a failed evade, the keeper's
            turn); then it passes.
        picks (list[MansionsPick | None] | Unset): Per investigator seat (seat 1 first), its pick; missing or `None`:
            that seat answers a set-up prompt.
        puzzle_minute (bool | Unset): The aid's optional limit (L82, H-40): a puzzle attempt ends a minute after it
            starts. Default: False.
        story (MansionsOptionsStoryType0 | None | Unset): The keeper's answers (question id -> answer id); `None`: the
            keeper answers a first prompt (H-2).
    """

    investigators: int | Unset = 1
    keeper_seconds: int | None | Unset = UNSET
    picks: list[MansionsPick | None] | Unset = UNSET
    puzzle_minute: bool | Unset = False
    story: MansionsOptionsStoryType0 | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.mansions_options_story_type_0 import MansionsOptionsStoryType0
        from ..models.mansions_pick import MansionsPick

        investigators = self.investigators

        keeper_seconds: int | None | Unset
        if isinstance(self.keeper_seconds, Unset):
            keeper_seconds = UNSET
        else:
            keeper_seconds = self.keeper_seconds

        picks: list[dict[str, Any] | None] | Unset = UNSET
        if not isinstance(self.picks, Unset):
            picks = []
            for picks_item_data in self.picks:
                picks_item: dict[str, Any] | None
                if isinstance(picks_item_data, MansionsPick):
                    picks_item = picks_item_data.to_dict()
                else:
                    picks_item = picks_item_data
                picks.append(picks_item)

        puzzle_minute = self.puzzle_minute

        story: dict[str, Any] | None | Unset
        if isinstance(self.story, Unset):
            story = UNSET
        elif isinstance(self.story, MansionsOptionsStoryType0):
            story = self.story.to_dict()
        else:
            story = self.story

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if investigators is not UNSET:
            field_dict["investigators"] = investigators
        if keeper_seconds is not UNSET:
            field_dict["keeper_seconds"] = keeper_seconds
        if picks is not UNSET:
            field_dict["picks"] = picks
        if puzzle_minute is not UNSET:
            field_dict["puzzle_minute"] = puzzle_minute
        if story is not UNSET:
            field_dict["story"] = story

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mansions_options_story_type_0 import MansionsOptionsStoryType0
        from ..models.mansions_pick import MansionsPick

        d = dict(src_dict)
        investigators = d.pop("investigators", UNSET)

        def _parse_keeper_seconds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        keeper_seconds = _parse_keeper_seconds(d.pop("keeper_seconds", UNSET))

        _picks = d.pop("picks", UNSET)
        picks: list[MansionsPick | None] | Unset = UNSET
        if _picks is not UNSET:
            picks = []
            for picks_item_data in _picks:

                def _parse_picks_item(data: object) -> MansionsPick | None:
                    if data is None:
                        return data
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        picks_item_type_0 = MansionsPick.from_dict(data)

                        return picks_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(MansionsPick | None, data)

                picks_item = _parse_picks_item(picks_item_data)

                picks.append(picks_item)

        puzzle_minute = d.pop("puzzle_minute", UNSET)

        def _parse_story(data: object) -> MansionsOptionsStoryType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                story_type_0 = MansionsOptionsStoryType0.from_dict(data)

                return story_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MansionsOptionsStoryType0 | None | Unset, data)

        story = _parse_story(d.pop("story", UNSET))

        mansions_options = cls(
            investigators=investigators,
            keeper_seconds=keeper_seconds,
            picks=picks,
            puzzle_minute=puzzle_minute,
            story=story,
        )

        return mansions_options
