from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.far_cry_weapon_view_die_type_0 import FarCryWeaponViewDieType0
from ..models.far_cry_weapon_view_place import FarCryWeaponViewPlace
from ..models.far_cry_weapon_view_reach import FarCryWeaponViewReach
from ..models.far_cry_weapon_view_reload import FarCryWeaponViewReload

if TYPE_CHECKING:
    from ..models.far_cry_die_condition import FarCryDieCondition
    from ..models.far_cry_mode import FarCryMode
    from ..models.far_cry_on_hit import FarCryOnHit
    from ..models.far_cry_text import FarCryText


T = TypeVar("T", bound="FarCryWeaponView")


@_attrs_define
class FarCryWeaponView:
    """A weapon card a character carries, with what its card says (public: the card lies face up).

    Attributes:
        accessories (list[str]): Accessories attached to it (INV-10..INV-13).
        ammo (int | None): Ammunition left in it; `None` for a weapon that takes none (melee).
        capacity (int | None): The most ammunition it holds, its accessories counted (INV-10); `None`: takes none.
        conditions (list[FarCryDieCondition]): Dice that replace `die` when their condition holds (CB-9, CB-20).
        damage (int): Damage a hit deals.
        die (FarCryWeaponViewDieType0 | None): The attack die's colour (CB-9); `None`: the attack needs no roll.
        fire_mp (int): Movement points a shot costs (a machine gun, L1270).
        hands (int): Hands it takes to hold (1 or 2).
        label (FarCryText): Text
        max_range (int | None): The greatest distance it fires at; `None`: as far as the line of sight goes.
        min_range (int | None): The least distance it fires at (a sniper rifle, L1269); `None`: no least.
        modes (list[FarCryMode]): Fire modes besides a single attack (CB-21..CB-25): a throw's range, auto fire's X, ...
        on_hit (list[FarCryOnHit]): What a hit does besides damage (CB-31): bleeding, blocage, fire, stun.
        place (FarCryWeaponViewPlace): Where it is: "hand" (equipped), "holster", "beside" the board (LA-2) or the
            "save_bag" (LA-3).
        reach (FarCryWeaponViewReach): "melee" (adjacent targets only, CB-7) or "ranged" (any hex in line of sight,
            CB-6).
        reload (FarCryWeaponViewReload): "any" (reloaded with ammo), "never" (not in a mission: bows, launchers, LA-8)
            or "fuel".
        used (bool): Tilted: it attacked this turn (CB-3, R-F-6: one attack per weapon).
        weapon (str): The weapon card's id (content `weapons.json`).
    """

    accessories: list[str]
    ammo: int | None
    capacity: int | None
    conditions: list[FarCryDieCondition]
    damage: int
    die: FarCryWeaponViewDieType0 | None
    fire_mp: int
    hands: int
    label: FarCryText
    max_range: int | None
    min_range: int | None
    modes: list[FarCryMode]
    on_hit: list[FarCryOnHit]
    place: FarCryWeaponViewPlace
    reach: FarCryWeaponViewReach
    reload: FarCryWeaponViewReload
    used: bool
    weapon: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        accessories = self.accessories

        ammo: int | None
        ammo = self.ammo

        capacity: int | None
        capacity = self.capacity

        conditions = []
        for conditions_item_data in self.conditions:
            conditions_item = conditions_item_data.to_dict()
            conditions.append(conditions_item)

        damage = self.damage

        die: None | str
        if isinstance(self.die, FarCryWeaponViewDieType0):
            die = self.die.value
        else:
            die = self.die

        fire_mp = self.fire_mp

        hands = self.hands

        label = self.label.to_dict()

        max_range: int | None
        max_range = self.max_range

        min_range: int | None
        min_range = self.min_range

        modes = []
        for modes_item_data in self.modes:
            modes_item = modes_item_data.to_dict()
            modes.append(modes_item)

        on_hit = []
        for on_hit_item_data in self.on_hit:
            on_hit_item = on_hit_item_data.to_dict()
            on_hit.append(on_hit_item)

        place = self.place.value

        reach = self.reach.value

        reload = self.reload.value

        used = self.used

        weapon = self.weapon

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "accessories": accessories,
                "ammo": ammo,
                "capacity": capacity,
                "conditions": conditions,
                "damage": damage,
                "die": die,
                "fire_mp": fire_mp,
                "hands": hands,
                "label": label,
                "max_range": max_range,
                "min_range": min_range,
                "modes": modes,
                "on_hit": on_hit,
                "place": place,
                "reach": reach,
                "reload": reload,
                "used": used,
                "weapon": weapon,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_die_condition import FarCryDieCondition
        from ..models.far_cry_mode import FarCryMode
        from ..models.far_cry_on_hit import FarCryOnHit
        from ..models.far_cry_text import FarCryText

        d = dict(src_dict)
        accessories = cast(list[str], d.pop("accessories"))

        def _parse_ammo(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        ammo = _parse_ammo(d.pop("ammo"))

        def _parse_capacity(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        capacity = _parse_capacity(d.pop("capacity"))

        conditions = []
        _conditions = d.pop("conditions")
        for conditions_item_data in _conditions:
            conditions_item = FarCryDieCondition.from_dict(conditions_item_data)

            conditions.append(conditions_item)

        damage = d.pop("damage")

        def _parse_die(data: object) -> FarCryWeaponViewDieType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                die_type_0 = FarCryWeaponViewDieType0(data)

                return die_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FarCryWeaponViewDieType0 | None, data)

        die = _parse_die(d.pop("die"))

        fire_mp = d.pop("fire_mp")

        hands = d.pop("hands")

        label = FarCryText.from_dict(d.pop("label"))

        def _parse_max_range(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        max_range = _parse_max_range(d.pop("max_range"))

        def _parse_min_range(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        min_range = _parse_min_range(d.pop("min_range"))

        modes = []
        _modes = d.pop("modes")
        for modes_item_data in _modes:
            modes_item = FarCryMode.from_dict(modes_item_data)

            modes.append(modes_item)

        on_hit = []
        _on_hit = d.pop("on_hit")
        for on_hit_item_data in _on_hit:
            on_hit_item = FarCryOnHit.from_dict(on_hit_item_data)

            on_hit.append(on_hit_item)

        place = FarCryWeaponViewPlace(d.pop("place"))

        reach = FarCryWeaponViewReach(d.pop("reach"))

        reload = FarCryWeaponViewReload(d.pop("reload"))

        used = d.pop("used")

        weapon = d.pop("weapon")

        far_cry_weapon_view = cls(
            accessories=accessories,
            ammo=ammo,
            capacity=capacity,
            conditions=conditions,
            damage=damage,
            die=die,
            fire_mp=fire_mp,
            hands=hands,
            label=label,
            max_range=max_range,
            min_range=min_range,
            modes=modes,
            on_hit=on_hit,
            place=place,
            reach=reach,
            reload=reload,
            used=used,
            weapon=weapon,
        )

        far_cry_weapon_view.additional_properties = d
        return far_cry_weapon_view

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
