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
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.big_book_match_set_up_curse_piles import BigBookMatchSetUpCursePiles
    from ..models.big_book_match_set_up_library import BigBookMatchSetUpLibrary
    from ..models.big_book_match_set_up_reserve import BigBookMatchSetUpReserve
    from ..models.big_book_options import BigBookOptions


T = TypeVar("T", bound="BigBookMatchSetUp")


@_attrs_define
class BigBookMatchSetUp:
    """Mise en place: piles sorted, curse piles shuffled, grimoire and library drawn at random.

    Attributes:
        box (list[str]): Card ids left in the box: the value-1 element cards and the madness not used.
        box_spells (list[str]): The basic spells of the seats not in play, left in the box.
        curse_piles (BigBookMatchSetUpCursePiles): Each element's shuffled curse pile (and "multi"), top first.
        grimoire (list[str]): The grimoire's page ids in reading order: a cover, the inner pages drawn, the end pages.
        library (BigBookMatchSetUpLibrary): The library's spell ids per element, levels 1 to 3 in order.
        madness_pile (list[str]): The madness pile's card ids, top first (its size set by the player count).
        options (BigBookOptions): Match options: player count, difficulty column (I, II, III), game mode ("Modes de
            jeu").

            `magicians` pre-assigns magicians seat by seat; left out, every seat is prompted to choose one
            ("Chaque joueur choisit un Magicien"). `first_player` is the seat given the active token.
        reserve (BigBookMatchSetUpReserve): The reserve's element cards by `<element>-<value>` pile (values 2 and 3),
            top last.
        seats (int): Players in the match (2-5).
        spells (list[list[str]]): Each seat's basic spell card ids, by seat.
        type_ (Literal['match_set_up']): The event's type, always `match_set_up` here (the log entry's `type` too).
    """

    box: list[str]
    box_spells: list[str]
    curse_piles: BigBookMatchSetUpCursePiles
    grimoire: list[str]
    library: BigBookMatchSetUpLibrary
    madness_pile: list[str]
    options: BigBookOptions
    reserve: BigBookMatchSetUpReserve
    seats: int
    spells: list[list[str]]
    type_: Literal["match_set_up"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        box = self.box

        box_spells = self.box_spells

        curse_piles = self.curse_piles.to_dict()

        grimoire = self.grimoire

        library = self.library.to_dict()

        madness_pile = self.madness_pile

        options = self.options.to_dict()

        reserve = self.reserve.to_dict()

        seats = self.seats

        spells = []
        for spells_item_data in self.spells:
            spells_item = spells_item_data

            spells.append(spells_item)

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "box": box,
                "box_spells": box_spells,
                "curse_piles": curse_piles,
                "grimoire": grimoire,
                "library": library,
                "madness_pile": madness_pile,
                "options": options,
                "reserve": reserve,
                "seats": seats,
                "spells": spells,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.big_book_match_set_up_curse_piles import (
            BigBookMatchSetUpCursePiles,
        )
        from ..models.big_book_match_set_up_library import BigBookMatchSetUpLibrary
        from ..models.big_book_match_set_up_reserve import BigBookMatchSetUpReserve
        from ..models.big_book_options import BigBookOptions

        d = dict(src_dict)
        box = cast(list[str], d.pop("box"))

        box_spells = cast(list[str], d.pop("box_spells"))

        curse_piles = BigBookMatchSetUpCursePiles.from_dict(d.pop("curse_piles"))

        grimoire = cast(list[str], d.pop("grimoire"))

        library = BigBookMatchSetUpLibrary.from_dict(d.pop("library"))

        madness_pile = cast(list[str], d.pop("madness_pile"))

        options = BigBookOptions.from_dict(d.pop("options"))

        reserve = BigBookMatchSetUpReserve.from_dict(d.pop("reserve"))

        seats = d.pop("seats")

        spells = []
        _spells = d.pop("spells")
        for spells_item_data in _spells:
            spells_item = cast(list[str], spells_item_data)

            spells.append(spells_item)

        type_ = cast(Literal["match_set_up"], d.pop("type"))
        if type_ != "match_set_up":
            raise ValueError(f"type must match const 'match_set_up', got '{type_}'")

        big_book_match_set_up = cls(
            box=box,
            box_spells=box_spells,
            curse_piles=curse_piles,
            grimoire=grimoire,
            library=library,
            madness_pile=madness_pile,
            options=options,
            reserve=reserve,
            seats=seats,
            spells=spells,
            type_=type_,
        )

        big_book_match_set_up.additional_properties = d
        return big_book_match_set_up

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
