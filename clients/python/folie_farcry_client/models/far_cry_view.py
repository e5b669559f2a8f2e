from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.far_cry_view_phase import FarCryViewPhase
from ..models.far_cry_view_result_type_0 import FarCryViewResultType0
from ..models.far_cry_view_step import FarCryViewStep

if TYPE_CHECKING:
    from ..models.far_cry_anecdote_view import FarCryAnecdoteView
    from ..models.far_cry_campaign_save import FarCryCampaignSave
    from ..models.far_cry_character_view import FarCryCharacterView
    from ..models.far_cry_enemy_choice_view import FarCryEnemyChoiceView
    from ..models.far_cry_exploration_view import FarCryExplorationView
    from ..models.far_cry_hex_view import FarCryHexView
    from ..models.far_cry_hidden_view import FarCryHiddenView
    from ..models.far_cry_objective_view import FarCryObjectiveView
    from ..models.far_cry_offer_view import FarCryOfferView
    from ..models.far_cry_ruse_view import FarCryRuseView
    from ..models.far_cry_text import FarCryText
    from ..models.far_cry_unit_view import FarCryUnitView
    from ..models.far_cry_view_locations import FarCryViewLocations
    from ..models.far_cry_view_names import FarCryViewNames
    from ..models.far_cry_view_reachable import FarCryViewReachable
    from ..models.far_cry_view_targets import FarCryViewTargets


T = TypeVar("T", bound="FarCryView")


@_attrs_define
class FarCryView:
    """FarCryView

    Attributes:
        anecdote (FarCryAnecdoteView): AnecdoteView
        board (list[FarCryHexView]): Every hex of the mission's map, with what lies on it.
        campaign (bool): The match is a campaign (option `campaign`): after its mission come the preparation and the
            next. Default: False.
        campaign_ended (bool): Every seat voted to end the campaign: the match is over (`status`'s outcome says so).
            Default: False.
        chain (list[str]): The chain: the order in which the units act in the enemies' turn.
        characters (list[FarCryCharacterView]): Every player's characters.
        crops (list[list[int]]): The mission's illegal crops (M3), public: fire spreads over them.
        ending (list[int]): In the preparation: the seats that voted to end the campaign (it ends when all have).
        enemy_choice (FarCryEnemyChoiceView | None): An enemy's hex the players must pick now (EN-16), if any.
        exploration (FarCryExplorationView | None): The exploration in progress (phase "exploration"), as this seat may
            see it.
        free_attacks (list[str]): R-F-42: who still owes the Amanites' free attack, in order (public).
        hidden (FarCryHiddenView | None): Only in the omniscient view (omniscient.py): the piles no seat sees.
        last_round (int): The mission's last round: when it ends, the mission is lost unless its primary objective is
            met.
        locations (FarCryViewLocations): The numbered locations events and anecdotes name (L497).
        madness_deck (int): Cards left in the madness deck (their faces hidden).
        mission (str): The mission's id (`mission_0` ... in the content).
        names (FarCryViewNames): The name, in French and English, of every id the view shows for a card or token: the
            characters'
            `items`, `loot`, `leaves`, `talents` and face-up madness card, the mission, and the campaign
            save's characters, weapons, accessories, bags, holsters, items and missions: a table shows these,
            never the ids (issue 34, item 3).
        next_mission (None | str): In a campaign: the mission the preparation leads to (RND-1); `None` once none is
            left.
        objectives (list[FarCryObjectiveView]): The mission's objectives, primary first, with their rewards (EM-2).
        objectives_met (list[str]): Ids of the objectives met, once the mission ended.
        offer (FarCryOfferView | None): A gift waiting for its answer (LA-18..LA-21), if any.
        palisades (list[list[list[int]]]): M7's palisades (L2139-2141): each side as its two hexes; never crossed, a
            cover.
        phase (FarCryViewPhase): Where the match is: a "mission", the "exploration" of one, the "preparation" between
            missions,
            the "debriefing" or "finished".
        queue (list[str]): The enemy queue (M3), public on the round board, first to come first.
        reachable (FarCryViewReachable): For each of the seat's characters: every hex it can reach with its MP now
            (fastest route).
        ready (list[int]): In the preparation: the seats ready to leave (the next mission starts when all are).
        reserve (list[FarCryUnitView]): Units waiting off the board, to come in by events.
        result (FarCryViewResultType0 | None): The mission's result once it ended; `None` while it is played.
        round_ (int): The round being played, from 1 (the round track).
        ruses (FarCryRuseView | None): M7's Vaas ruse tokens off the board (the Traitor's, those Vaas took); `None` in
            other missions.
        save (FarCryCampaignSave | None): The campaign save (EM-15): public, the same for every seat; none for mission 0
            (EM-14).
        spawns (list[list[int]]): Enemy spawn points.
        starts (list[list[int]]): The start hexes (stars, L314).
        step (FarCryViewStep): The round's step: its "event" phase, the "players"' turn or the "enemies"' turn.
        step_label (FarCryText): Text
        targets (FarCryViewTargets): For each of the seat's characters: every unit or tile it can attack now, per weapon
            and mode.
        units (list[FarCryUnitView]): Units on the board: enemies and allies.
        walls (list[list[list[int]]]): Walls, each as the two hexes whose shared side it stands on.
        zip_lines (list[list[list[int]]]): Zip lines, each as its two ends.
    """

    anecdote: FarCryAnecdoteView
    board: list[FarCryHexView]
    chain: list[str]
    characters: list[FarCryCharacterView]
    crops: list[list[int]]
    ending: list[int]
    enemy_choice: FarCryEnemyChoiceView | None
    exploration: FarCryExplorationView | None
    free_attacks: list[str]
    hidden: FarCryHiddenView | None
    last_round: int
    locations: FarCryViewLocations
    madness_deck: int
    mission: str
    names: FarCryViewNames
    next_mission: None | str
    objectives: list[FarCryObjectiveView]
    objectives_met: list[str]
    offer: FarCryOfferView | None
    palisades: list[list[list[int]]]
    phase: FarCryViewPhase
    queue: list[str]
    reachable: FarCryViewReachable
    ready: list[int]
    reserve: list[FarCryUnitView]
    result: FarCryViewResultType0 | None
    round_: int
    ruses: FarCryRuseView | None
    save: FarCryCampaignSave | None
    spawns: list[list[int]]
    starts: list[list[int]]
    step: FarCryViewStep
    step_label: FarCryText
    targets: FarCryViewTargets
    units: list[FarCryUnitView]
    walls: list[list[list[int]]]
    zip_lines: list[list[list[int]]]
    campaign: bool = False
    campaign_ended: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.far_cry_campaign_save import FarCryCampaignSave
        from ..models.far_cry_enemy_choice_view import FarCryEnemyChoiceView
        from ..models.far_cry_exploration_view import FarCryExplorationView
        from ..models.far_cry_hidden_view import FarCryHiddenView
        from ..models.far_cry_offer_view import FarCryOfferView
        from ..models.far_cry_ruse_view import FarCryRuseView

        anecdote = self.anecdote.to_dict()

        board = []
        for board_item_data in self.board:
            board_item = board_item_data.to_dict()
            board.append(board_item)

        campaign = self.campaign

        campaign_ended = self.campaign_ended

        chain = self.chain

        characters = []
        for characters_item_data in self.characters:
            characters_item = characters_item_data.to_dict()
            characters.append(characters_item)

        crops = []
        for crops_item_data in self.crops:
            crops_item = crops_item_data

            crops.append(crops_item)

        ending = self.ending

        enemy_choice: dict[str, Any] | None
        if isinstance(self.enemy_choice, FarCryEnemyChoiceView):
            enemy_choice = self.enemy_choice.to_dict()
        else:
            enemy_choice = self.enemy_choice

        exploration: dict[str, Any] | None
        if isinstance(self.exploration, FarCryExplorationView):
            exploration = self.exploration.to_dict()
        else:
            exploration = self.exploration

        free_attacks = self.free_attacks

        hidden: dict[str, Any] | None
        if isinstance(self.hidden, FarCryHiddenView):
            hidden = self.hidden.to_dict()
        else:
            hidden = self.hidden

        last_round = self.last_round

        locations = self.locations.to_dict()

        madness_deck = self.madness_deck

        mission = self.mission

        names = self.names.to_dict()

        next_mission: None | str
        next_mission = self.next_mission

        objectives = []
        for objectives_item_data in self.objectives:
            objectives_item = objectives_item_data.to_dict()
            objectives.append(objectives_item)

        objectives_met = self.objectives_met

        offer: dict[str, Any] | None
        if isinstance(self.offer, FarCryOfferView):
            offer = self.offer.to_dict()
        else:
            offer = self.offer

        palisades = []
        for palisades_item_data in self.palisades:
            palisades_item = []
            for palisades_item_item_data in palisades_item_data:
                palisades_item_item = palisades_item_item_data

                palisades_item.append(palisades_item_item)

            palisades.append(palisades_item)

        phase = self.phase.value

        queue = self.queue

        reachable = self.reachable.to_dict()

        ready = self.ready

        reserve = []
        for reserve_item_data in self.reserve:
            reserve_item = reserve_item_data.to_dict()
            reserve.append(reserve_item)

        result: None | str
        if isinstance(self.result, FarCryViewResultType0):
            result = self.result.value
        else:
            result = self.result

        round_ = self.round_

        ruses: dict[str, Any] | None
        if isinstance(self.ruses, FarCryRuseView):
            ruses = self.ruses.to_dict()
        else:
            ruses = self.ruses

        save: dict[str, Any] | None
        if isinstance(self.save, FarCryCampaignSave):
            save = self.save.to_dict()
        else:
            save = self.save

        spawns = []
        for spawns_item_data in self.spawns:
            spawns_item = spawns_item_data

            spawns.append(spawns_item)

        starts = []
        for starts_item_data in self.starts:
            starts_item = starts_item_data

            starts.append(starts_item)

        step = self.step.value

        step_label = self.step_label.to_dict()

        targets = self.targets.to_dict()

        units = []
        for units_item_data in self.units:
            units_item = units_item_data.to_dict()
            units.append(units_item)

        walls = []
        for walls_item_data in self.walls:
            walls_item = []
            for walls_item_item_data in walls_item_data:
                walls_item_item = walls_item_item_data

                walls_item.append(walls_item_item)

            walls.append(walls_item)

        zip_lines = []
        for zip_lines_item_data in self.zip_lines:
            zip_lines_item = []
            for zip_lines_item_item_data in zip_lines_item_data:
                zip_lines_item_item = zip_lines_item_item_data

                zip_lines_item.append(zip_lines_item_item)

            zip_lines.append(zip_lines_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "anecdote": anecdote,
                "board": board,
                "campaign": campaign,
                "campaign_ended": campaign_ended,
                "chain": chain,
                "characters": characters,
                "crops": crops,
                "ending": ending,
                "enemy_choice": enemy_choice,
                "exploration": exploration,
                "free_attacks": free_attacks,
                "hidden": hidden,
                "last_round": last_round,
                "locations": locations,
                "madness_deck": madness_deck,
                "mission": mission,
                "names": names,
                "next_mission": next_mission,
                "objectives": objectives,
                "objectives_met": objectives_met,
                "offer": offer,
                "palisades": palisades,
                "phase": phase,
                "queue": queue,
                "reachable": reachable,
                "ready": ready,
                "reserve": reserve,
                "result": result,
                "round": round_,
                "ruses": ruses,
                "save": save,
                "spawns": spawns,
                "starts": starts,
                "step": step,
                "step_label": step_label,
                "targets": targets,
                "units": units,
                "walls": walls,
                "zip_lines": zip_lines,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_anecdote_view import FarCryAnecdoteView
        from ..models.far_cry_campaign_save import FarCryCampaignSave
        from ..models.far_cry_character_view import FarCryCharacterView
        from ..models.far_cry_enemy_choice_view import FarCryEnemyChoiceView
        from ..models.far_cry_exploration_view import FarCryExplorationView
        from ..models.far_cry_hex_view import FarCryHexView
        from ..models.far_cry_hidden_view import FarCryHiddenView
        from ..models.far_cry_objective_view import FarCryObjectiveView
        from ..models.far_cry_offer_view import FarCryOfferView
        from ..models.far_cry_ruse_view import FarCryRuseView
        from ..models.far_cry_text import FarCryText
        from ..models.far_cry_unit_view import FarCryUnitView
        from ..models.far_cry_view_locations import FarCryViewLocations
        from ..models.far_cry_view_names import FarCryViewNames
        from ..models.far_cry_view_reachable import FarCryViewReachable
        from ..models.far_cry_view_targets import FarCryViewTargets

        d = dict(src_dict)
        anecdote = FarCryAnecdoteView.from_dict(d.pop("anecdote"))

        board = []
        _board = d.pop("board")
        for board_item_data in _board:
            board_item = FarCryHexView.from_dict(board_item_data)

            board.append(board_item)

        campaign = d.pop("campaign")

        campaign_ended = d.pop("campaign_ended")

        chain = cast(list[str], d.pop("chain"))

        characters = []
        _characters = d.pop("characters")
        for characters_item_data in _characters:
            characters_item = FarCryCharacterView.from_dict(characters_item_data)

            characters.append(characters_item)

        crops = []
        _crops = d.pop("crops")
        for crops_item_data in _crops:
            crops_item = cast(list[int], crops_item_data)

            crops.append(crops_item)

        ending = cast(list[int], d.pop("ending"))

        def _parse_enemy_choice(data: object) -> FarCryEnemyChoiceView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                enemy_choice_type_0 = FarCryEnemyChoiceView.from_dict(data)

                return enemy_choice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FarCryEnemyChoiceView | None, data)

        enemy_choice = _parse_enemy_choice(d.pop("enemy_choice"))

        def _parse_exploration(data: object) -> FarCryExplorationView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                exploration_type_0 = FarCryExplorationView.from_dict(data)

                return exploration_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FarCryExplorationView | None, data)

        exploration = _parse_exploration(d.pop("exploration"))

        free_attacks = cast(list[str], d.pop("free_attacks"))

        def _parse_hidden(data: object) -> FarCryHiddenView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                hidden_type_0 = FarCryHiddenView.from_dict(data)

                return hidden_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FarCryHiddenView | None, data)

        hidden = _parse_hidden(d.pop("hidden"))

        last_round = d.pop("last_round")

        locations = FarCryViewLocations.from_dict(d.pop("locations"))

        madness_deck = d.pop("madness_deck")

        mission = d.pop("mission")

        names = FarCryViewNames.from_dict(d.pop("names"))

        def _parse_next_mission(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_mission = _parse_next_mission(d.pop("next_mission"))

        objectives = []
        _objectives = d.pop("objectives")
        for objectives_item_data in _objectives:
            objectives_item = FarCryObjectiveView.from_dict(objectives_item_data)

            objectives.append(objectives_item)

        objectives_met = cast(list[str], d.pop("objectives_met"))

        def _parse_offer(data: object) -> FarCryOfferView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                offer_type_0 = FarCryOfferView.from_dict(data)

                return offer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FarCryOfferView | None, data)

        offer = _parse_offer(d.pop("offer"))

        palisades = []
        _palisades = d.pop("palisades")
        for palisades_item_data in _palisades:
            palisades_item = []
            _palisades_item = palisades_item_data
            for palisades_item_item_data in _palisades_item:
                palisades_item_item = cast(list[int], palisades_item_item_data)

                palisades_item.append(palisades_item_item)

            palisades.append(palisades_item)

        phase = FarCryViewPhase(d.pop("phase"))

        queue = cast(list[str], d.pop("queue"))

        reachable = FarCryViewReachable.from_dict(d.pop("reachable"))

        ready = cast(list[int], d.pop("ready"))

        reserve = []
        _reserve = d.pop("reserve")
        for reserve_item_data in _reserve:
            reserve_item = FarCryUnitView.from_dict(reserve_item_data)

            reserve.append(reserve_item)

        def _parse_result(data: object) -> FarCryViewResultType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                result_type_0 = FarCryViewResultType0(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FarCryViewResultType0 | None, data)

        result = _parse_result(d.pop("result"))

        round_ = d.pop("round")

        def _parse_ruses(data: object) -> FarCryRuseView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruses_type_0 = FarCryRuseView.from_dict(data)

                return ruses_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FarCryRuseView | None, data)

        ruses = _parse_ruses(d.pop("ruses"))

        def _parse_save(data: object) -> FarCryCampaignSave | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                save_type_0 = FarCryCampaignSave.from_dict(data)

                return save_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FarCryCampaignSave | None, data)

        save = _parse_save(d.pop("save"))

        spawns = []
        _spawns = d.pop("spawns")
        for spawns_item_data in _spawns:
            spawns_item = cast(list[int], spawns_item_data)

            spawns.append(spawns_item)

        starts = []
        _starts = d.pop("starts")
        for starts_item_data in _starts:
            starts_item = cast(list[int], starts_item_data)

            starts.append(starts_item)

        step = FarCryViewStep(d.pop("step"))

        step_label = FarCryText.from_dict(d.pop("step_label"))

        targets = FarCryViewTargets.from_dict(d.pop("targets"))

        units = []
        _units = d.pop("units")
        for units_item_data in _units:
            units_item = FarCryUnitView.from_dict(units_item_data)

            units.append(units_item)

        walls = []
        _walls = d.pop("walls")
        for walls_item_data in _walls:
            walls_item = []
            _walls_item = walls_item_data
            for walls_item_item_data in _walls_item:
                walls_item_item = cast(list[int], walls_item_item_data)

                walls_item.append(walls_item_item)

            walls.append(walls_item)

        zip_lines = []
        _zip_lines = d.pop("zip_lines")
        for zip_lines_item_data in _zip_lines:
            zip_lines_item = []
            _zip_lines_item = zip_lines_item_data
            for zip_lines_item_item_data in _zip_lines_item:
                zip_lines_item_item = cast(list[int], zip_lines_item_item_data)

                zip_lines_item.append(zip_lines_item_item)

            zip_lines.append(zip_lines_item)

        far_cry_view = cls(
            anecdote=anecdote,
            board=board,
            campaign=campaign,
            campaign_ended=campaign_ended,
            chain=chain,
            characters=characters,
            crops=crops,
            ending=ending,
            enemy_choice=enemy_choice,
            exploration=exploration,
            free_attacks=free_attacks,
            hidden=hidden,
            last_round=last_round,
            locations=locations,
            madness_deck=madness_deck,
            mission=mission,
            names=names,
            next_mission=next_mission,
            objectives=objectives,
            objectives_met=objectives_met,
            offer=offer,
            palisades=palisades,
            phase=phase,
            queue=queue,
            reachable=reachable,
            ready=ready,
            reserve=reserve,
            result=result,
            round_=round_,
            ruses=ruses,
            save=save,
            spawns=spawns,
            starts=starts,
            step=step,
            step_label=step_label,
            targets=targets,
            units=units,
            walls=walls,
            zip_lines=zip_lines,
        )

        far_cry_view.additional_properties = d
        return far_cry_view

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
