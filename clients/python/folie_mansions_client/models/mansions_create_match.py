from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.mansions_create_match_seating import MansionsCreateMatchSeating
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mansions_create_match_stand_ins import MansionsCreateMatchStandIns
    from ..models.mansions_options import MansionsOptions


T = TypeVar("T", bound="MansionsCreateMatch")


@_attrs_define
class MansionsCreateMatch:
    """A new Mansions of Madness match. A new match. `options` are the game's (its `options_schema`); `stand_ins` is the
    platform's: seats a bot plays from the start (422 `invalid_stand_in`, `unknown_bot` or
    `no_human_seat` when it does not fit the match).

        Attributes:
            game (Literal['mansions']): The game's id (GET /games).
            options (MansionsOptions | Unset): Seat 0 is the keeper, seats 1..`investigators` the investigators (H-2, H-3).
            seating (MansionsCreateMatchSeating | Unset): `tokens`: the response holds every seat's token (one person hands
                them out). `invitations`:
                it holds one single-use invitation code per seat instead; each player joins with theirs
                (`POST /matches/{match_id}/join`) and gets a token the creator never sees. Default:
                MansionsCreateMatchSeating.TOKENS.
            seed (int | None | Unset): Leave it out for a fair match: the server draws the seed and publishes its
                commitment. Any
                64-bit signed integer deals the same match every time (tests, simulations, puzzles); such a match
                says `seed_source: "caller"` in every view and summary, since whoever chose it knows every card.
            stand_ins (MansionsCreateMatchStandIns | Unset): Seats played by a bot from the start: seat number (as a string)
                -> bot name, one of the game's `bots` (GET /games). At least one seat stays with a player.
    """

    game: Literal["mansions"]
    options: MansionsOptions | Unset = UNSET
    seating: MansionsCreateMatchSeating | Unset = MansionsCreateMatchSeating.TOKENS
    seed: int | None | Unset = UNSET
    stand_ins: MansionsCreateMatchStandIns | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        seating: str | Unset = UNSET
        if not isinstance(self.seating, Unset):
            seating = self.seating.value

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        stand_ins: dict[str, Any] | Unset = UNSET
        if not isinstance(self.stand_ins, Unset):
            stand_ins = self.stand_ins.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
            }
        )
        if options is not UNSET:
            field_dict["options"] = options
        if seating is not UNSET:
            field_dict["seating"] = seating
        if seed is not UNSET:
            field_dict["seed"] = seed
        if stand_ins is not UNSET:
            field_dict["stand_ins"] = stand_ins

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mansions_create_match_stand_ins import MansionsCreateMatchStandIns
        from ..models.mansions_options import MansionsOptions

        d = dict(src_dict)
        game = cast(Literal["mansions"], d.pop("game"))
        if game != "mansions":
            raise ValueError(f"game must match const 'mansions', got '{game}'")

        _options = d.pop("options", UNSET)
        options: MansionsOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = MansionsOptions.from_dict(_options)

        _seating = d.pop("seating", UNSET)
        seating: MansionsCreateMatchSeating | Unset
        if isinstance(_seating, Unset):
            seating = UNSET
        else:
            seating = MansionsCreateMatchSeating(_seating)

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        _stand_ins = d.pop("stand_ins", UNSET)
        stand_ins: MansionsCreateMatchStandIns | Unset
        if isinstance(_stand_ins, Unset):
            stand_ins = UNSET
        else:
            stand_ins = MansionsCreateMatchStandIns.from_dict(_stand_ins)

        mansions_create_match = cls(
            game=game,
            options=options,
            seating=seating,
            seed=seed,
            stand_ins=stand_ins,
        )

        return mansions_create_match
