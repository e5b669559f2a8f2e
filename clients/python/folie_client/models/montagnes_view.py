from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.montagnes_view_die_face_type_1 import MontagnesViewDieFaceType1
from ..models.montagnes_view_die_face_type_2_type_1 import (
    MontagnesViewDieFaceType2Type1,
)
from ..models.montagnes_view_die_face_type_3_type_1 import (
    MontagnesViewDieFaceType3Type1,
)
from ..models.montagnes_view_reward_type_1 import MontagnesViewRewardType1
from ..models.montagnes_view_reward_type_2_type_1 import MontagnesViewRewardType2Type1
from ..models.montagnes_view_reward_type_3_type_1 import MontagnesViewRewardType3Type1
from ..models.montagnes_view_step import MontagnesViewStep

if TYPE_CHECKING:
    from ..models.montagnes_card_view import MontagnesCardView
    from ..models.montagnes_player_view import MontagnesPlayerView
    from ..models.montagnes_relic_view import MontagnesRelicView
    from ..models.montagnes_sled_view import MontagnesSledView
    from ..models.montagnes_space_view import MontagnesSpaceView
    from ..models.montagnes_text import MontagnesText
    from ..models.montagnes_tile_view import MontagnesTileView
    from ..models.montagnes_trial import MontagnesTrial
    from ..models.montagnes_trial_outcome import MontagnesTrialOutcome
    from ..models.outcome import Outcome


T = TypeVar("T", bound="MontagnesView")


@_attrs_define
class MontagnesView:
    """What a seat sees of Les Montagnes Hallucinées.

    Attributes:
        box_tiles (list[MontagnesTileView] | None): Only in the omniscient view: the tiles left in the box.
        current_tile (MontagnesTileView | None): The tile the plane has just revealed (`null`: none this turn yet).
        current_trial_labels (list[MontagnesText]): Those trials in words, in French and English.
        current_trials (list[MontagnesTrial]): The trials being resolved this turn (empty outside the resolution).
        deadline (float | None): When the timed step (the hourglass, the Leader's decision, a search's peek) ends,
            server time in
            Unix seconds; `null`: no timer runs.
        deck (list[MontagnesCardView] | None): Only in the omniscient view: the equipment deck in order, next draw
            first.
        deck_count (int): Cards left in the equipment deck.
        die_face (MontagnesViewDieFaceType1 | MontagnesViewDieFaceType2Type1 | MontagnesViewDieFaceType3Type1 | None):
            The penalty die's face: `accident`, `confusion` or `morale` (`null`: not rolled).
        die_face_text (MontagnesText | None): What it does, in French and English.
        die_trial (int | None): The index of the failed trial the die was rolled for.
        discard (list[MontagnesCardView]): The discard pile (public).
        esoteric_pile (list[MontagnesCardView]): The esoteric equipment cards still to be won (public).
        expert (bool): The expert variant: every madness card is kept and applied (a new one no longer replaces the
            old).
        failures (list[int]): Indexes of the failed trials whose consequence the Leader has still to choose.
        hand_limit (int): The hand size the draw phase fills each hand to (5, 4 or 3 cards by player count, plus the
            tokens the
            Leader discarded to raise it).
        injury_pile (int): Injury cards left in their pile.
        leader (int): The Leader's seat.
        leader_constraint_texts (list[MontagnesText]): Those constraints, in French and English.
        leader_constraints (list[str]): The lasting constraints of the relics the Leader holds, as codes.
        madness_deck_cards (list[list[str]] | None): Only in the omniscient view: each level's madness deck in order.
        madness_decks (list[int]): Cards left in each madness deck, levels 1 to 3.
        outcome (None | Outcome): How the expedition ended (`null` while it runs).
        plane (None | str): The space the plane is on (`null` before the first move).
        plane_label (MontagnesText | None): That space's name, in French and English.
        players (list[MontagnesPlayerView]): Every player, by seat.
        relic_action (None | str): That relic's immediate action, as a code.
        relic_action_text (MontagnesText | None): That action, in French and English.
        relic_pile (list[MontagnesRelicView]): The relics still to be won (public).
        relic_receiver (int | None): The seat that received the relic whose immediate action is pending.
        reward (MontagnesViewRewardType1 | MontagnesViewRewardType2Type1 | MontagnesViewRewardType3Type1 | None): The
            reward to take this turn (`null`: none).
        reward_text (MontagnesText | None): What it does, in French and English.
        seat (int | None): The seat this view is for (`null`: a spectator's).
        seats (int): Players in the match (3 to 5).
        set_aside (list[MontagnesTileView]): The tiles already resolved, set aside in turn order.
        silence (bool): Silence is imposed now: speaking costs a leadership token.
        sled (list[MontagnesSledView]): The cards placed on the sled this encounter, in order.
        spaces (list[MontagnesSpaceView]): Every space of the mountain board.
        step (MontagnesViewStep): The turn's step: `movement`, `ignore_choice`, `encounter`, `decision`, `reveal`,
            `reward`,
            `relic_action`, `peek`, `failures`, `die`, `box`, `draw`, `deal`, `rest` or `over`.
        step_text (MontagnesText): One text in the rulebook's language and in English.
        talk_allowed (bool): Players may talk freely now (the encounter, until the first card is placed).
        tokens_box (int): Leadership tokens put back in the box, gone for good.
        tokens_discard (int): Leadership tokens discarded (resting brings them back to the sled).
        tokens_sled (int): Leadership tokens on the sled: the ones the Leader may spend (losing the last one loses the
            game).
        trial_texts (list[MontagnesText]): Those results in words, in French and English.
        trials (list[MontagnesTrialOutcome]): Each trial's result once the sled is revealed: the sum reached and whether
            it passed.
        turn (int): The turn number, from 1.
    """

    box_tiles: list[MontagnesTileView] | None
    current_tile: MontagnesTileView | None
    current_trial_labels: list[MontagnesText]
    current_trials: list[MontagnesTrial]
    deadline: float | None
    deck: list[MontagnesCardView] | None
    deck_count: int
    die_face: (
        MontagnesViewDieFaceType1
        | MontagnesViewDieFaceType2Type1
        | MontagnesViewDieFaceType3Type1
        | None
    )
    die_face_text: MontagnesText | None
    die_trial: int | None
    discard: list[MontagnesCardView]
    esoteric_pile: list[MontagnesCardView]
    expert: bool
    failures: list[int]
    hand_limit: int
    injury_pile: int
    leader: int
    leader_constraint_texts: list[MontagnesText]
    leader_constraints: list[str]
    madness_deck_cards: list[list[str]] | None
    madness_decks: list[int]
    outcome: None | Outcome
    plane: None | str
    plane_label: MontagnesText | None
    players: list[MontagnesPlayerView]
    relic_action: None | str
    relic_action_text: MontagnesText | None
    relic_pile: list[MontagnesRelicView]
    relic_receiver: int | None
    reward: (
        MontagnesViewRewardType1
        | MontagnesViewRewardType2Type1
        | MontagnesViewRewardType3Type1
        | None
    )
    reward_text: MontagnesText | None
    seat: int | None
    seats: int
    set_aside: list[MontagnesTileView]
    silence: bool
    sled: list[MontagnesSledView]
    spaces: list[MontagnesSpaceView]
    step: MontagnesViewStep
    step_text: MontagnesText
    talk_allowed: bool
    tokens_box: int
    tokens_discard: int
    tokens_sled: int
    trial_texts: list[MontagnesText]
    trials: list[MontagnesTrialOutcome]
    turn: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.montagnes_text import MontagnesText
        from ..models.montagnes_tile_view import MontagnesTileView
        from ..models.outcome import Outcome

        box_tiles: list[dict[str, Any]] | None
        if isinstance(self.box_tiles, list):
            box_tiles = []
            for box_tiles_type_0_item_data in self.box_tiles:
                box_tiles_type_0_item = box_tiles_type_0_item_data.to_dict()
                box_tiles.append(box_tiles_type_0_item)

        else:
            box_tiles = self.box_tiles

        current_tile: dict[str, Any] | None
        if isinstance(self.current_tile, MontagnesTileView):
            current_tile = self.current_tile.to_dict()
        else:
            current_tile = self.current_tile

        current_trial_labels = []
        for current_trial_labels_item_data in self.current_trial_labels:
            current_trial_labels_item = current_trial_labels_item_data.to_dict()
            current_trial_labels.append(current_trial_labels_item)

        current_trials = []
        for current_trials_item_data in self.current_trials:
            current_trials_item = current_trials_item_data.to_dict()
            current_trials.append(current_trials_item)

        deadline: float | None
        deadline = self.deadline

        deck: list[dict[str, Any]] | None
        if isinstance(self.deck, list):
            deck = []
            for deck_type_0_item_data in self.deck:
                deck_type_0_item = deck_type_0_item_data.to_dict()
                deck.append(deck_type_0_item)

        else:
            deck = self.deck

        deck_count = self.deck_count

        die_face: None | str
        if (
            isinstance(self.die_face, MontagnesViewDieFaceType1)
            or isinstance(self.die_face, MontagnesViewDieFaceType2Type1)
            or isinstance(self.die_face, MontagnesViewDieFaceType3Type1)
        ):
            die_face = self.die_face.value
        else:
            die_face = self.die_face

        die_face_text: dict[str, Any] | None
        if isinstance(self.die_face_text, MontagnesText):
            die_face_text = self.die_face_text.to_dict()
        else:
            die_face_text = self.die_face_text

        die_trial: int | None
        die_trial = self.die_trial

        discard = []
        for discard_item_data in self.discard:
            discard_item = discard_item_data.to_dict()
            discard.append(discard_item)

        esoteric_pile = []
        for esoteric_pile_item_data in self.esoteric_pile:
            esoteric_pile_item = esoteric_pile_item_data.to_dict()
            esoteric_pile.append(esoteric_pile_item)

        expert = self.expert

        failures = self.failures

        hand_limit = self.hand_limit

        injury_pile = self.injury_pile

        leader = self.leader

        leader_constraint_texts = []
        for leader_constraint_texts_item_data in self.leader_constraint_texts:
            leader_constraint_texts_item = leader_constraint_texts_item_data.to_dict()
            leader_constraint_texts.append(leader_constraint_texts_item)

        leader_constraints = self.leader_constraints

        madness_deck_cards: list[list[str]] | None
        if isinstance(self.madness_deck_cards, list):
            madness_deck_cards = []
            for madness_deck_cards_type_0_item_data in self.madness_deck_cards:
                madness_deck_cards_type_0_item = madness_deck_cards_type_0_item_data

                madness_deck_cards.append(madness_deck_cards_type_0_item)

        else:
            madness_deck_cards = self.madness_deck_cards

        madness_decks = self.madness_decks

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        plane: None | str
        plane = self.plane

        plane_label: dict[str, Any] | None
        if isinstance(self.plane_label, MontagnesText):
            plane_label = self.plane_label.to_dict()
        else:
            plane_label = self.plane_label

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        relic_action: None | str
        relic_action = self.relic_action

        relic_action_text: dict[str, Any] | None
        if isinstance(self.relic_action_text, MontagnesText):
            relic_action_text = self.relic_action_text.to_dict()
        else:
            relic_action_text = self.relic_action_text

        relic_pile = []
        for relic_pile_item_data in self.relic_pile:
            relic_pile_item = relic_pile_item_data.to_dict()
            relic_pile.append(relic_pile_item)

        relic_receiver: int | None
        relic_receiver = self.relic_receiver

        reward: None | str
        if (
            isinstance(self.reward, MontagnesViewRewardType1)
            or isinstance(self.reward, MontagnesViewRewardType2Type1)
            or isinstance(self.reward, MontagnesViewRewardType3Type1)
        ):
            reward = self.reward.value
        else:
            reward = self.reward

        reward_text: dict[str, Any] | None
        if isinstance(self.reward_text, MontagnesText):
            reward_text = self.reward_text.to_dict()
        else:
            reward_text = self.reward_text

        seat: int | None
        seat = self.seat

        seats = self.seats

        set_aside = []
        for set_aside_item_data in self.set_aside:
            set_aside_item = set_aside_item_data.to_dict()
            set_aside.append(set_aside_item)

        silence = self.silence

        sled = []
        for sled_item_data in self.sled:
            sled_item = sled_item_data.to_dict()
            sled.append(sled_item)

        spaces = []
        for spaces_item_data in self.spaces:
            spaces_item = spaces_item_data.to_dict()
            spaces.append(spaces_item)

        step = self.step.value

        step_text = self.step_text.to_dict()

        talk_allowed = self.talk_allowed

        tokens_box = self.tokens_box

        tokens_discard = self.tokens_discard

        tokens_sled = self.tokens_sled

        trial_texts = []
        for trial_texts_item_data in self.trial_texts:
            trial_texts_item = trial_texts_item_data.to_dict()
            trial_texts.append(trial_texts_item)

        trials = []
        for trials_item_data in self.trials:
            trials_item = trials_item_data.to_dict()
            trials.append(trials_item)

        turn = self.turn

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "box_tiles": box_tiles,
                "current_tile": current_tile,
                "current_trial_labels": current_trial_labels,
                "current_trials": current_trials,
                "deadline": deadline,
                "deck": deck,
                "deck_count": deck_count,
                "die_face": die_face,
                "die_face_text": die_face_text,
                "die_trial": die_trial,
                "discard": discard,
                "esoteric_pile": esoteric_pile,
                "expert": expert,
                "failures": failures,
                "hand_limit": hand_limit,
                "injury_pile": injury_pile,
                "leader": leader,
                "leader_constraint_texts": leader_constraint_texts,
                "leader_constraints": leader_constraints,
                "madness_deck_cards": madness_deck_cards,
                "madness_decks": madness_decks,
                "outcome": outcome,
                "plane": plane,
                "plane_label": plane_label,
                "players": players,
                "relic_action": relic_action,
                "relic_action_text": relic_action_text,
                "relic_pile": relic_pile,
                "relic_receiver": relic_receiver,
                "reward": reward,
                "reward_text": reward_text,
                "seat": seat,
                "seats": seats,
                "set_aside": set_aside,
                "silence": silence,
                "sled": sled,
                "spaces": spaces,
                "step": step,
                "step_text": step_text,
                "talk_allowed": talk_allowed,
                "tokens_box": tokens_box,
                "tokens_discard": tokens_discard,
                "tokens_sled": tokens_sled,
                "trial_texts": trial_texts,
                "trials": trials,
                "turn": turn,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.montagnes_card_view import MontagnesCardView
        from ..models.montagnes_player_view import MontagnesPlayerView
        from ..models.montagnes_relic_view import MontagnesRelicView
        from ..models.montagnes_sled_view import MontagnesSledView
        from ..models.montagnes_space_view import MontagnesSpaceView
        from ..models.montagnes_text import MontagnesText
        from ..models.montagnes_tile_view import MontagnesTileView
        from ..models.montagnes_trial import MontagnesTrial
        from ..models.montagnes_trial_outcome import MontagnesTrialOutcome
        from ..models.outcome import Outcome

        d = dict(src_dict)

        def _parse_box_tiles(data: object) -> list[MontagnesTileView] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                box_tiles_type_0 = []
                _box_tiles_type_0 = data
                for box_tiles_type_0_item_data in _box_tiles_type_0:
                    box_tiles_type_0_item = MontagnesTileView.from_dict(
                        box_tiles_type_0_item_data
                    )

                    box_tiles_type_0.append(box_tiles_type_0_item)

                return box_tiles_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[MontagnesTileView] | None, data)

        box_tiles = _parse_box_tiles(d.pop("box_tiles"))

        def _parse_current_tile(data: object) -> MontagnesTileView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                current_tile_type_0 = MontagnesTileView.from_dict(data)

                return current_tile_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MontagnesTileView | None, data)

        current_tile = _parse_current_tile(d.pop("current_tile"))

        current_trial_labels = []
        _current_trial_labels = d.pop("current_trial_labels")
        for current_trial_labels_item_data in _current_trial_labels:
            current_trial_labels_item = MontagnesText.from_dict(
                current_trial_labels_item_data
            )

            current_trial_labels.append(current_trial_labels_item)

        current_trials = []
        _current_trials = d.pop("current_trials")
        for current_trials_item_data in _current_trials:
            current_trials_item = MontagnesTrial.from_dict(current_trials_item_data)

            current_trials.append(current_trials_item)

        def _parse_deadline(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        deadline = _parse_deadline(d.pop("deadline"))

        def _parse_deck(data: object) -> list[MontagnesCardView] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                deck_type_0 = []
                _deck_type_0 = data
                for deck_type_0_item_data in _deck_type_0:
                    deck_type_0_item = MontagnesCardView.from_dict(
                        deck_type_0_item_data
                    )

                    deck_type_0.append(deck_type_0_item)

                return deck_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[MontagnesCardView] | None, data)

        deck = _parse_deck(d.pop("deck"))

        deck_count = d.pop("deck_count")

        def _parse_die_face(
            data: object,
        ) -> (
            MontagnesViewDieFaceType1
            | MontagnesViewDieFaceType2Type1
            | MontagnesViewDieFaceType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                die_face_type_1 = MontagnesViewDieFaceType1(data)

                return die_face_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                die_face_type_2_type_1 = MontagnesViewDieFaceType2Type1(data)

                return die_face_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                die_face_type_3_type_1 = MontagnesViewDieFaceType3Type1(data)

                return die_face_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                MontagnesViewDieFaceType1
                | MontagnesViewDieFaceType2Type1
                | MontagnesViewDieFaceType3Type1
                | None,
                data,
            )

        die_face = _parse_die_face(d.pop("die_face"))

        def _parse_die_face_text(data: object) -> MontagnesText | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                die_face_text_type_0 = MontagnesText.from_dict(data)

                return die_face_text_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MontagnesText | None, data)

        die_face_text = _parse_die_face_text(d.pop("die_face_text"))

        def _parse_die_trial(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        die_trial = _parse_die_trial(d.pop("die_trial"))

        discard = []
        _discard = d.pop("discard")
        for discard_item_data in _discard:
            discard_item = MontagnesCardView.from_dict(discard_item_data)

            discard.append(discard_item)

        esoteric_pile = []
        _esoteric_pile = d.pop("esoteric_pile")
        for esoteric_pile_item_data in _esoteric_pile:
            esoteric_pile_item = MontagnesCardView.from_dict(esoteric_pile_item_data)

            esoteric_pile.append(esoteric_pile_item)

        expert = d.pop("expert")

        failures = cast(list[int], d.pop("failures"))

        hand_limit = d.pop("hand_limit")

        injury_pile = d.pop("injury_pile")

        leader = d.pop("leader")

        leader_constraint_texts = []
        _leader_constraint_texts = d.pop("leader_constraint_texts")
        for leader_constraint_texts_item_data in _leader_constraint_texts:
            leader_constraint_texts_item = MontagnesText.from_dict(
                leader_constraint_texts_item_data
            )

            leader_constraint_texts.append(leader_constraint_texts_item)

        leader_constraints = cast(list[str], d.pop("leader_constraints"))

        def _parse_madness_deck_cards(data: object) -> list[list[str]] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                madness_deck_cards_type_0 = []
                _madness_deck_cards_type_0 = data
                for madness_deck_cards_type_0_item_data in _madness_deck_cards_type_0:
                    madness_deck_cards_type_0_item = cast(
                        list[str], madness_deck_cards_type_0_item_data
                    )

                    madness_deck_cards_type_0.append(madness_deck_cards_type_0_item)

                return madness_deck_cards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[str]] | None, data)

        madness_deck_cards = _parse_madness_deck_cards(d.pop("madness_deck_cards"))

        madness_decks = cast(list[int], d.pop("madness_decks"))

        def _parse_outcome(data: object) -> None | Outcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = Outcome.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome, data)

        outcome = _parse_outcome(d.pop("outcome"))

        def _parse_plane(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        plane = _parse_plane(d.pop("plane"))

        def _parse_plane_label(data: object) -> MontagnesText | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                plane_label_type_0 = MontagnesText.from_dict(data)

                return plane_label_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MontagnesText | None, data)

        plane_label = _parse_plane_label(d.pop("plane_label"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = MontagnesPlayerView.from_dict(players_item_data)

            players.append(players_item)

        def _parse_relic_action(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        relic_action = _parse_relic_action(d.pop("relic_action"))

        def _parse_relic_action_text(data: object) -> MontagnesText | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                relic_action_text_type_0 = MontagnesText.from_dict(data)

                return relic_action_text_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MontagnesText | None, data)

        relic_action_text = _parse_relic_action_text(d.pop("relic_action_text"))

        relic_pile = []
        _relic_pile = d.pop("relic_pile")
        for relic_pile_item_data in _relic_pile:
            relic_pile_item = MontagnesRelicView.from_dict(relic_pile_item_data)

            relic_pile.append(relic_pile_item)

        def _parse_relic_receiver(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        relic_receiver = _parse_relic_receiver(d.pop("relic_receiver"))

        def _parse_reward(
            data: object,
        ) -> (
            MontagnesViewRewardType1
            | MontagnesViewRewardType2Type1
            | MontagnesViewRewardType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reward_type_1 = MontagnesViewRewardType1(data)

                return reward_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reward_type_2_type_1 = MontagnesViewRewardType2Type1(data)

                return reward_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reward_type_3_type_1 = MontagnesViewRewardType3Type1(data)

                return reward_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                MontagnesViewRewardType1
                | MontagnesViewRewardType2Type1
                | MontagnesViewRewardType3Type1
                | None,
                data,
            )

        reward = _parse_reward(d.pop("reward"))

        def _parse_reward_text(data: object) -> MontagnesText | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                reward_text_type_0 = MontagnesText.from_dict(data)

                return reward_text_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MontagnesText | None, data)

        reward_text = _parse_reward_text(d.pop("reward_text"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seats = d.pop("seats")

        set_aside = []
        _set_aside = d.pop("set_aside")
        for set_aside_item_data in _set_aside:
            set_aside_item = MontagnesTileView.from_dict(set_aside_item_data)

            set_aside.append(set_aside_item)

        silence = d.pop("silence")

        sled = []
        _sled = d.pop("sled")
        for sled_item_data in _sled:
            sled_item = MontagnesSledView.from_dict(sled_item_data)

            sled.append(sled_item)

        spaces = []
        _spaces = d.pop("spaces")
        for spaces_item_data in _spaces:
            spaces_item = MontagnesSpaceView.from_dict(spaces_item_data)

            spaces.append(spaces_item)

        step = MontagnesViewStep(d.pop("step"))

        step_text = MontagnesText.from_dict(d.pop("step_text"))

        talk_allowed = d.pop("talk_allowed")

        tokens_box = d.pop("tokens_box")

        tokens_discard = d.pop("tokens_discard")

        tokens_sled = d.pop("tokens_sled")

        trial_texts = []
        _trial_texts = d.pop("trial_texts")
        for trial_texts_item_data in _trial_texts:
            trial_texts_item = MontagnesText.from_dict(trial_texts_item_data)

            trial_texts.append(trial_texts_item)

        trials = []
        _trials = d.pop("trials")
        for trials_item_data in _trials:
            trials_item = MontagnesTrialOutcome.from_dict(trials_item_data)

            trials.append(trials_item)

        turn = d.pop("turn")

        montagnes_view = cls(
            box_tiles=box_tiles,
            current_tile=current_tile,
            current_trial_labels=current_trial_labels,
            current_trials=current_trials,
            deadline=deadline,
            deck=deck,
            deck_count=deck_count,
            die_face=die_face,
            die_face_text=die_face_text,
            die_trial=die_trial,
            discard=discard,
            esoteric_pile=esoteric_pile,
            expert=expert,
            failures=failures,
            hand_limit=hand_limit,
            injury_pile=injury_pile,
            leader=leader,
            leader_constraint_texts=leader_constraint_texts,
            leader_constraints=leader_constraints,
            madness_deck_cards=madness_deck_cards,
            madness_decks=madness_decks,
            outcome=outcome,
            plane=plane,
            plane_label=plane_label,
            players=players,
            relic_action=relic_action,
            relic_action_text=relic_action_text,
            relic_pile=relic_pile,
            relic_receiver=relic_receiver,
            reward=reward,
            reward_text=reward_text,
            seat=seat,
            seats=seats,
            set_aside=set_aside,
            silence=silence,
            sled=sled,
            spaces=spaces,
            step=step,
            step_text=step_text,
            talk_allowed=talk_allowed,
            tokens_box=tokens_box,
            tokens_discard=tokens_discard,
            tokens_sled=tokens_sled,
            trial_texts=trial_texts,
            trials=trials,
            turn=turn,
        )

        montagnes_view.additional_properties = d
        return montagnes_view

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
