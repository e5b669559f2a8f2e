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

from ..models.far_cry_create_match_seating import FarCryCreateMatchSeating
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.far_cry_create_match_stand_ins import FarCryCreateMatchStandIns
    from ..models.far_cry_options import FarCryOptions


T = TypeVar("T", bound="FarCryCreateMatch")


@_attrs_define
class FarCryCreateMatch:
    """A new Far Cry: Escape from Rook Islands match. A new match. `options` are the game's (its `options_schema`);
    `stand_ins` is the
    platform's: seats a bot plays from the start (422 `invalid_stand_in`, `unknown_bot` or
    `no_human_seat` when it does not fit the match).

        Attributes:
            game (Literal['farcry']): The game's id (GET /games).
            options (FarCryOptions | Unset): `{}` is a solo mission 0 with Daisy and Keith on the first two kits.
            seating (FarCryCreateMatchSeating | Unset): `tokens`: the response holds every seat's token (one person hands
                them out). `invitations`:
                it holds one single-use invitation code per seat instead; each player joins with theirs
                (`POST /matches/{match_id}/join`) and gets a token the creator never sees. Default:
                FarCryCreateMatchSeating.TOKENS.
            seed (int | None | Unset): Leave it out for a fair match: the server draws the seed and publishes its
                commitment. Any
                64-bit signed integer deals the same match every time (tests, simulations, puzzles); such a match
                says `seed_source: "caller"` in every view and summary, since whoever chose it knows every card.
            stand_ins (FarCryCreateMatchStandIns | Unset): Seats played by a bot from the start: seat number (as a string)
                -> bot name, one of the game's `bots` (GET /games). At least one seat stays with a player.
    """

    game: Literal["farcry"]
    options: FarCryOptions | Unset = UNSET
    seating: FarCryCreateMatchSeating | Unset = FarCryCreateMatchSeating.TOKENS
    seed: int | None | Unset = UNSET
    stand_ins: FarCryCreateMatchStandIns | Unset = UNSET

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
        from ..models.far_cry_create_match_stand_ins import FarCryCreateMatchStandIns
        from ..models.far_cry_options import FarCryOptions

        d = dict(src_dict)
        game = cast(Literal["farcry"], d.pop("game"))
        if game != "farcry":
            raise ValueError(f"game must match const 'farcry', got '{game}'")

        _options = d.pop("options", UNSET)
        options: FarCryOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = FarCryOptions.from_dict(_options)

        _seating = d.pop("seating", UNSET)
        seating: FarCryCreateMatchSeating | Unset
        if isinstance(_seating, Unset):
            seating = UNSET
        else:
            seating = FarCryCreateMatchSeating(_seating)

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        _stand_ins = d.pop("stand_ins", UNSET)
        stand_ins: FarCryCreateMatchStandIns | Unset
        if isinstance(_stand_ins, Unset):
            stand_ins = UNSET
        else:
            stand_ins = FarCryCreateMatchStandIns.from_dict(_stand_ins)

        far_cry_create_match = cls(
            game=game,
            options=options,
            seating=seating,
            seed=seed,
            stand_ins=stand_ins,
        )

        return far_cry_create_match
