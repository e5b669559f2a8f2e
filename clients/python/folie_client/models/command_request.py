from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.big_book_acquire import BigBookAcquire
    from ..models.big_book_activate import BigBookActivate
    from ..models.big_book_choose_cards import BigBookChooseCards
    from ..models.big_book_choose_curses import BigBookChooseCurses
    from ..models.big_book_choose_magician import BigBookChooseMagician
    from ..models.big_book_choose_pile import BigBookChoosePile
    from ..models.big_book_choose_player import BigBookChoosePlayer
    from ..models.big_book_choose_spells import BigBookChooseSpells
    from ..models.big_book_destroy_curse import BigBookDestroyCurse
    from ..models.big_book_end_actions import BigBookEndActions
    from ..models.big_book_heal import BigBookHeal
    from ..models.big_book_learn import BigBookLearn
    from ..models.big_book_use_power import BigBookUsePower
    from ..models.far_cry_ally_attack import FarCryAllyAttack
    from ..models.far_cry_ally_move import FarCryAllyMove
    from ..models.far_cry_answer_offer import FarCryAnswerOffer
    from ..models.far_cry_arrange import FarCryArrange
    from ..models.far_cry_attack import FarCryAttack
    from ..models.far_cry_bandage import FarCryBandage
    from ..models.far_cry_buy import FarCryBuy
    from ..models.far_cry_choose import FarCryChoose
    from ..models.far_cry_climb_down import FarCryClimbDown
    from ..models.far_cry_craft import FarCryCraft
    from ..models.far_cry_end_campaign import FarCryEndCampaign
    from ..models.far_cry_end_turn import FarCryEndTurn
    from ..models.far_cry_explore_choose import FarCryExploreChoose
    from ..models.far_cry_explore_pass import FarCryExplorePass
    from ..models.far_cry_explore_regroup import FarCryExploreRegroup
    from ..models.far_cry_explore_rerolls import FarCryExploreRerolls
    from ..models.far_cry_explore_reveal import FarCryExploreReveal
    from ..models.far_cry_fit_accessory import FarCryFitAccessory
    from ..models.far_cry_give import FarCryGive
    from ..models.far_cry_impulse import FarCryImpulse
    from ..models.far_cry_interact import FarCryInteract
    from ..models.far_cry_jump import FarCryJump
    from ..models.far_cry_learn_talent import FarCryLearnTalent
    from ..models.far_cry_move_to import FarCryMoveTo
    from ..models.far_cry_pass_free_attack import FarCryPassFreeAttack
    from ..models.far_cry_pick_up import FarCryPickUp
    from ..models.far_cry_react import FarCryReact
    from ..models.far_cry_ready import FarCryReady
    from ..models.far_cry_reload import FarCryReload
    from ..models.far_cry_step import FarCryStep
    from ..models.far_cry_switch_weapons import FarCrySwitchWeapons
    from ..models.far_cry_takedown import FarCryTakedown
    from ..models.far_cry_transfer import FarCryTransfer
    from ..models.far_cry_use_item import FarCryUseItem
    from ..models.far_cry_use_talent import FarCryUseTalent
    from ..models.far_cry_zip_line import FarCryZipLine
    from ..models.maeshowe_choose_rune import MaeshoweChooseRune
    from ..models.maeshowe_discard import MaeshoweDiscard
    from ..models.maeshowe_discard_down import MaeshoweDiscardDown
    from ..models.maeshowe_eat import MaeshoweEat
    from ..models.maeshowe_forage import MaeshoweForage
    from ..models.maeshowe_forage_pick import MaeshoweForagePick
    from ..models.maeshowe_give import MaeshoweGive
    from ..models.maeshowe_pass_jarl import MaeshowePassJarl
    from ..models.maeshowe_peek import MaeshowePeek
    from ..models.maeshowe_play import MaeshowePlay
    from ..models.maeshowe_play_from_discard import MaeshowePlayFromDiscard
    from ..models.maeshowe_promptness_cost import MaeshowePromptnessCost
    from ..models.maeshowe_rearrange import MaeshoweRearrange
    from ..models.maeshowe_ruin_pair import MaeshoweRuinPair
    from ..models.maeshowe_sacrifice import MaeshoweSacrifice
    from ..models.maeshowe_take_back import MaeshoweTakeBack
    from ..models.mansions_attack import MansionsAttack
    from ..models.mansions_attempt_puzzle import MansionsAttemptPuzzle
    from ..models.mansions_cast_spell import MansionsCastSpell
    from ..models.mansions_choose_investigator import MansionsChooseInvestigator
    from ..models.mansions_choose_story import MansionsChooseStory
    from ..models.mansions_claim_turn import MansionsClaimTurn
    from ..models.mansions_deal_damage import MansionsDealDamage
    from ..models.mansions_drag_investigator import MansionsDragInvestigator
    from ..models.mansions_end_keeper_turn import MansionsEndKeeperTurn
    from ..models.mansions_end_trade import MansionsEndTrade
    from ..models.mansions_end_turn import MansionsEndTurn
    from ..models.mansions_explore import MansionsExplore
    from ..models.mansions_give import MansionsGive
    from ..models.mansions_hide import MansionsHide
    from ..models.mansions_keeper_action import MansionsKeeperAction
    from ..models.mansions_leave_hiding import MansionsLeaveHiding
    from ..models.mansions_monster_attack import MansionsMonsterAttack
    from ..models.mansions_move import MansionsMove
    from ..models.mansions_move_barricade import MansionsMoveBarricade
    from ..models.mansions_move_monster import MansionsMoveMonster
    from ..models.mansions_pass_mythos import MansionsPassMythos
    from ..models.mansions_pass_skill import MansionsPassSkill
    from ..models.mansions_pass_trauma import MansionsPassTrauma
    from ..models.mansions_pick_up import MansionsPickUp
    from ..models.mansions_play_mythos import MansionsPlayMythos
    from ..models.mansions_play_trauma import MansionsPlayTrauma
    from ..models.mansions_puzzle_skill_point import MansionsPuzzleSkillPoint
    from ..models.mansions_ready_skill import MansionsReadySkill
    from ..models.mansions_spare import MansionsSpare
    from ..models.mansions_stop_puzzle import MansionsStopPuzzle
    from ..models.mansions_swap_runes import MansionsSwapRunes
    from ..models.mansions_tend_campfire import MansionsTendCampfire
    from ..models.mansions_turn_dial import MansionsTurnDial
    from ..models.mansions_turn_piece import MansionsTurnPiece
    from ..models.mansions_use_ability import MansionsUseAbility
    from ..models.mansions_use_item import MansionsUseItem
    from ..models.montagnes_accept_die import MontagnesAcceptDie
    from ..models.montagnes_assign_relic import MontagnesAssignRelic
    from ..models.montagnes_box_token import MontagnesBoxToken
    from ..models.montagnes_deal import MontagnesDeal
    from ..models.montagnes_deal_to import MontagnesDealTo
    from ..models.montagnes_discard_from_hand import MontagnesDiscardFromHand
    from ..models.montagnes_end_encounter import MontagnesEndEncounter
    from ..models.montagnes_exalt import MontagnesExalt
    from ..models.montagnes_failure_die import MontagnesFailureDie
    from ..models.montagnes_failure_madness import MontagnesFailureMadness
    from ..models.montagnes_ignore_card import MontagnesIgnoreCard
    from ..models.montagnes_ignore_madness import MontagnesIgnoreMadness
    from ..models.montagnes_move import MontagnesMove
    from ..models.montagnes_place_cards import MontagnesPlaceCards
    from ..models.montagnes_raise_hand_limit import MontagnesRaiseHandLimit
    from ..models.montagnes_reroll_die import MontagnesRerollDie
    from ..models.montagnes_rest import MontagnesRest
    from ..models.montagnes_restart_hourglass import MontagnesRestartHourglass
    from ..models.montagnes_search_tile import MontagnesSearchTile
    from ..models.montagnes_skip_rest import MontagnesSkipRest
    from ..models.montagnes_take_esoteric import MontagnesTakeEsoteric


T = TypeVar("T", bound="CommandRequest")


@_attrs_define
class CommandRequest:
    """A command for the seat that owns the bearer token.

    `command` is `{"action": ..., <params>...}` as listed in the view's `legal_actions`;
    `expected_version` (optional) makes the request fail with 409 if the match moved on.

        Attributes:
            command (BigBookAcquire | BigBookActivate | BigBookChooseCards | BigBookChooseCurses | BigBookChooseMagician |
                BigBookChoosePile | BigBookChoosePlayer | BigBookChooseSpells | BigBookDestroyCurse | BigBookEndActions |
                BigBookHeal | BigBookLearn | BigBookUsePower | FarCryAllyAttack | FarCryAllyMove | FarCryAnswerOffer |
                FarCryArrange | FarCryAttack | FarCryBandage | FarCryBuy | FarCryChoose | FarCryClimbDown | FarCryCraft |
                FarCryEndCampaign | FarCryEndTurn | FarCryExploreChoose | FarCryExplorePass | FarCryExploreRegroup |
                FarCryExploreRerolls | FarCryExploreReveal | FarCryFitAccessory | FarCryGive | FarCryImpulse | FarCryInteract |
                FarCryJump | FarCryLearnTalent | FarCryMoveTo | FarCryPassFreeAttack | FarCryPickUp | FarCryReact | FarCryReady
                | FarCryReload | FarCryStep | FarCrySwitchWeapons | FarCryTakedown | FarCryTransfer | FarCryUseItem |
                FarCryUseTalent | FarCryZipLine | MaeshoweChooseRune | MaeshoweDiscard | MaeshoweDiscardDown | MaeshoweEat |
                MaeshoweForage | MaeshoweForagePick | MaeshoweGive | MaeshowePassJarl | MaeshowePeek | MaeshowePlay |
                MaeshowePlayFromDiscard | MaeshowePromptnessCost | MaeshoweRearrange | MaeshoweRuinPair | MaeshoweSacrifice |
                MaeshoweTakeBack | MansionsAttack | MansionsAttemptPuzzle | MansionsCastSpell | MansionsChooseInvestigator |
                MansionsChooseStory | MansionsClaimTurn | MansionsDealDamage | MansionsDragInvestigator | MansionsEndKeeperTurn
                | MansionsEndTrade | MansionsEndTurn | MansionsExplore | MansionsGive | MansionsHide | MansionsKeeperAction |
                MansionsLeaveHiding | MansionsMonsterAttack | MansionsMove | MansionsMoveBarricade | MansionsMoveMonster |
                MansionsPassMythos | MansionsPassSkill | MansionsPassTrauma | MansionsPickUp | MansionsPlayMythos |
                MansionsPlayTrauma | MansionsPuzzleSkillPoint | MansionsReadySkill | MansionsSpare | MansionsStopPuzzle |
                MansionsSwapRunes | MansionsTendCampfire | MansionsTurnDial | MansionsTurnPiece | MansionsUseAbility |
                MansionsUseItem | MontagnesAcceptDie | MontagnesAssignRelic | MontagnesBoxToken | MontagnesDeal |
                MontagnesDealTo | MontagnesDiscardFromHand | MontagnesEndEncounter | MontagnesExalt | MontagnesFailureDie |
                MontagnesFailureMadness | MontagnesIgnoreCard | MontagnesIgnoreMadness | MontagnesMove | MontagnesPlaceCards |
                MontagnesRaiseHandLimit | MontagnesRerollDie | MontagnesRest | MontagnesRestartHourglass | MontagnesSearchTile |
                MontagnesSkipRest | MontagnesTakeEsoteric): One of the match's game's commands (`<Game>Command`), tagged by
                `action`.
            expected_version (int | None | Unset): The match's version the command was built against: the request fails with
                409 if the match moved on.
    """

    command: (
        BigBookAcquire
        | BigBookActivate
        | BigBookChooseCards
        | BigBookChooseCurses
        | BigBookChooseMagician
        | BigBookChoosePile
        | BigBookChoosePlayer
        | BigBookChooseSpells
        | BigBookDestroyCurse
        | BigBookEndActions
        | BigBookHeal
        | BigBookLearn
        | BigBookUsePower
        | FarCryAllyAttack
        | FarCryAllyMove
        | FarCryAnswerOffer
        | FarCryArrange
        | FarCryAttack
        | FarCryBandage
        | FarCryBuy
        | FarCryChoose
        | FarCryClimbDown
        | FarCryCraft
        | FarCryEndCampaign
        | FarCryEndTurn
        | FarCryExploreChoose
        | FarCryExplorePass
        | FarCryExploreRegroup
        | FarCryExploreRerolls
        | FarCryExploreReveal
        | FarCryFitAccessory
        | FarCryGive
        | FarCryImpulse
        | FarCryInteract
        | FarCryJump
        | FarCryLearnTalent
        | FarCryMoveTo
        | FarCryPassFreeAttack
        | FarCryPickUp
        | FarCryReact
        | FarCryReady
        | FarCryReload
        | FarCryStep
        | FarCrySwitchWeapons
        | FarCryTakedown
        | FarCryTransfer
        | FarCryUseItem
        | FarCryUseTalent
        | FarCryZipLine
        | MaeshoweChooseRune
        | MaeshoweDiscard
        | MaeshoweDiscardDown
        | MaeshoweEat
        | MaeshoweForage
        | MaeshoweForagePick
        | MaeshoweGive
        | MaeshowePassJarl
        | MaeshowePeek
        | MaeshowePlay
        | MaeshowePlayFromDiscard
        | MaeshowePromptnessCost
        | MaeshoweRearrange
        | MaeshoweRuinPair
        | MaeshoweSacrifice
        | MaeshoweTakeBack
        | MansionsAttack
        | MansionsAttemptPuzzle
        | MansionsCastSpell
        | MansionsChooseInvestigator
        | MansionsChooseStory
        | MansionsClaimTurn
        | MansionsDealDamage
        | MansionsDragInvestigator
        | MansionsEndKeeperTurn
        | MansionsEndTrade
        | MansionsEndTurn
        | MansionsExplore
        | MansionsGive
        | MansionsHide
        | MansionsKeeperAction
        | MansionsLeaveHiding
        | MansionsMonsterAttack
        | MansionsMove
        | MansionsMoveBarricade
        | MansionsMoveMonster
        | MansionsPassMythos
        | MansionsPassSkill
        | MansionsPassTrauma
        | MansionsPickUp
        | MansionsPlayMythos
        | MansionsPlayTrauma
        | MansionsPuzzleSkillPoint
        | MansionsReadySkill
        | MansionsSpare
        | MansionsStopPuzzle
        | MansionsSwapRunes
        | MansionsTendCampfire
        | MansionsTurnDial
        | MansionsTurnPiece
        | MansionsUseAbility
        | MansionsUseItem
        | MontagnesAcceptDie
        | MontagnesAssignRelic
        | MontagnesBoxToken
        | MontagnesDeal
        | MontagnesDealTo
        | MontagnesDiscardFromHand
        | MontagnesEndEncounter
        | MontagnesExalt
        | MontagnesFailureDie
        | MontagnesFailureMadness
        | MontagnesIgnoreCard
        | MontagnesIgnoreMadness
        | MontagnesMove
        | MontagnesPlaceCards
        | MontagnesRaiseHandLimit
        | MontagnesRerollDie
        | MontagnesRest
        | MontagnesRestartHourglass
        | MontagnesSearchTile
        | MontagnesSkipRest
        | MontagnesTakeEsoteric
    )
    expected_version: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.big_book_acquire import BigBookAcquire
        from ..models.big_book_activate import BigBookActivate
        from ..models.big_book_choose_cards import BigBookChooseCards
        from ..models.big_book_choose_curses import BigBookChooseCurses
        from ..models.big_book_choose_magician import BigBookChooseMagician
        from ..models.big_book_choose_pile import BigBookChoosePile
        from ..models.big_book_choose_player import BigBookChoosePlayer
        from ..models.big_book_choose_spells import BigBookChooseSpells
        from ..models.big_book_destroy_curse import BigBookDestroyCurse
        from ..models.big_book_end_actions import BigBookEndActions
        from ..models.big_book_heal import BigBookHeal
        from ..models.big_book_learn import BigBookLearn
        from ..models.big_book_use_power import BigBookUsePower
        from ..models.far_cry_ally_attack import FarCryAllyAttack
        from ..models.far_cry_ally_move import FarCryAllyMove
        from ..models.far_cry_answer_offer import FarCryAnswerOffer
        from ..models.far_cry_arrange import FarCryArrange
        from ..models.far_cry_attack import FarCryAttack
        from ..models.far_cry_bandage import FarCryBandage
        from ..models.far_cry_buy import FarCryBuy
        from ..models.far_cry_choose import FarCryChoose
        from ..models.far_cry_climb_down import FarCryClimbDown
        from ..models.far_cry_craft import FarCryCraft
        from ..models.far_cry_end_campaign import FarCryEndCampaign
        from ..models.far_cry_end_turn import FarCryEndTurn
        from ..models.far_cry_explore_choose import FarCryExploreChoose
        from ..models.far_cry_explore_pass import FarCryExplorePass
        from ..models.far_cry_explore_regroup import FarCryExploreRegroup
        from ..models.far_cry_explore_rerolls import FarCryExploreRerolls
        from ..models.far_cry_explore_reveal import FarCryExploreReveal
        from ..models.far_cry_fit_accessory import FarCryFitAccessory
        from ..models.far_cry_give import FarCryGive
        from ..models.far_cry_impulse import FarCryImpulse
        from ..models.far_cry_interact import FarCryInteract
        from ..models.far_cry_jump import FarCryJump
        from ..models.far_cry_learn_talent import FarCryLearnTalent
        from ..models.far_cry_move_to import FarCryMoveTo
        from ..models.far_cry_pass_free_attack import FarCryPassFreeAttack
        from ..models.far_cry_pick_up import FarCryPickUp
        from ..models.far_cry_react import FarCryReact
        from ..models.far_cry_ready import FarCryReady
        from ..models.far_cry_reload import FarCryReload
        from ..models.far_cry_step import FarCryStep
        from ..models.far_cry_switch_weapons import FarCrySwitchWeapons
        from ..models.far_cry_takedown import FarCryTakedown
        from ..models.far_cry_transfer import FarCryTransfer
        from ..models.far_cry_use_item import FarCryUseItem
        from ..models.far_cry_use_talent import FarCryUseTalent
        from ..models.far_cry_zip_line import FarCryZipLine
        from ..models.maeshowe_choose_rune import MaeshoweChooseRune
        from ..models.maeshowe_discard import MaeshoweDiscard
        from ..models.maeshowe_discard_down import MaeshoweDiscardDown
        from ..models.maeshowe_eat import MaeshoweEat
        from ..models.maeshowe_forage import MaeshoweForage
        from ..models.maeshowe_forage_pick import MaeshoweForagePick
        from ..models.maeshowe_give import MaeshoweGive
        from ..models.maeshowe_pass_jarl import MaeshowePassJarl
        from ..models.maeshowe_peek import MaeshowePeek
        from ..models.maeshowe_play import MaeshowePlay
        from ..models.maeshowe_play_from_discard import MaeshowePlayFromDiscard
        from ..models.maeshowe_promptness_cost import MaeshowePromptnessCost
        from ..models.maeshowe_rearrange import MaeshoweRearrange
        from ..models.maeshowe_ruin_pair import MaeshoweRuinPair
        from ..models.maeshowe_sacrifice import MaeshoweSacrifice
        from ..models.maeshowe_take_back import MaeshoweTakeBack
        from ..models.mansions_attack import MansionsAttack
        from ..models.mansions_attempt_puzzle import MansionsAttemptPuzzle
        from ..models.mansions_cast_spell import MansionsCastSpell
        from ..models.mansions_choose_investigator import MansionsChooseInvestigator
        from ..models.mansions_choose_story import MansionsChooseStory
        from ..models.mansions_claim_turn import MansionsClaimTurn
        from ..models.mansions_deal_damage import MansionsDealDamage
        from ..models.mansions_drag_investigator import MansionsDragInvestigator
        from ..models.mansions_end_keeper_turn import MansionsEndKeeperTurn
        from ..models.mansions_end_trade import MansionsEndTrade
        from ..models.mansions_end_turn import MansionsEndTurn
        from ..models.mansions_explore import MansionsExplore
        from ..models.mansions_give import MansionsGive
        from ..models.mansions_hide import MansionsHide
        from ..models.mansions_keeper_action import MansionsKeeperAction
        from ..models.mansions_leave_hiding import MansionsLeaveHiding
        from ..models.mansions_monster_attack import MansionsMonsterAttack
        from ..models.mansions_move import MansionsMove
        from ..models.mansions_move_barricade import MansionsMoveBarricade
        from ..models.mansions_move_monster import MansionsMoveMonster
        from ..models.mansions_pass_mythos import MansionsPassMythos
        from ..models.mansions_pass_skill import MansionsPassSkill
        from ..models.mansions_pass_trauma import MansionsPassTrauma
        from ..models.mansions_pick_up import MansionsPickUp
        from ..models.mansions_play_mythos import MansionsPlayMythos
        from ..models.mansions_play_trauma import MansionsPlayTrauma
        from ..models.mansions_puzzle_skill_point import MansionsPuzzleSkillPoint
        from ..models.mansions_ready_skill import MansionsReadySkill
        from ..models.mansions_spare import MansionsSpare
        from ..models.mansions_stop_puzzle import MansionsStopPuzzle
        from ..models.mansions_swap_runes import MansionsSwapRunes
        from ..models.mansions_tend_campfire import MansionsTendCampfire
        from ..models.mansions_turn_dial import MansionsTurnDial
        from ..models.mansions_turn_piece import MansionsTurnPiece
        from ..models.mansions_use_ability import MansionsUseAbility
        from ..models.mansions_use_item import MansionsUseItem
        from ..models.montagnes_accept_die import MontagnesAcceptDie
        from ..models.montagnes_assign_relic import MontagnesAssignRelic
        from ..models.montagnes_box_token import MontagnesBoxToken
        from ..models.montagnes_deal import MontagnesDeal
        from ..models.montagnes_deal_to import MontagnesDealTo
        from ..models.montagnes_discard_from_hand import MontagnesDiscardFromHand
        from ..models.montagnes_end_encounter import MontagnesEndEncounter
        from ..models.montagnes_exalt import MontagnesExalt
        from ..models.montagnes_failure_die import MontagnesFailureDie
        from ..models.montagnes_failure_madness import MontagnesFailureMadness
        from ..models.montagnes_ignore_card import MontagnesIgnoreCard
        from ..models.montagnes_ignore_madness import MontagnesIgnoreMadness
        from ..models.montagnes_move import MontagnesMove
        from ..models.montagnes_place_cards import MontagnesPlaceCards
        from ..models.montagnes_raise_hand_limit import MontagnesRaiseHandLimit
        from ..models.montagnes_reroll_die import MontagnesRerollDie
        from ..models.montagnes_rest import MontagnesRest
        from ..models.montagnes_restart_hourglass import MontagnesRestartHourglass
        from ..models.montagnes_search_tile import MontagnesSearchTile
        from ..models.montagnes_take_esoteric import MontagnesTakeEsoteric

        command: dict[str, Any]
        if (
            isinstance(self.command, BigBookChooseMagician)
            or isinstance(self.command, BigBookActivate)
            or isinstance(self.command, BigBookLearn)
            or isinstance(self.command, BigBookAcquire)
            or isinstance(self.command, BigBookDestroyCurse)
            or isinstance(self.command, BigBookHeal)
            or isinstance(self.command, BigBookUsePower)
            or isinstance(self.command, BigBookEndActions)
            or isinstance(self.command, BigBookChooseCards)
            or isinstance(self.command, BigBookChooseSpells)
            or isinstance(self.command, BigBookChooseCurses)
            or isinstance(self.command, BigBookChoosePlayer)
            or isinstance(self.command, BigBookChoosePile)
            or isinstance(self.command, FarCryStep)
            or isinstance(self.command, FarCryMoveTo)
            or isinstance(self.command, FarCryJump)
            or isinstance(self.command, FarCryClimbDown)
            or isinstance(self.command, FarCryZipLine)
            or isinstance(self.command, FarCryInteract)
            or isinstance(self.command, FarCryPickUp)
            or isinstance(self.command, FarCrySwitchWeapons)
            or isinstance(self.command, FarCryReload)
            or isinstance(self.command, FarCryTakedown)
            or isinstance(self.command, FarCryUseTalent)
            or isinstance(self.command, FarCryGive)
            or isinstance(self.command, FarCryAnswerOffer)
            or isinstance(self.command, FarCryBandage)
            or isinstance(self.command, FarCryAttack)
            or isinstance(self.command, FarCryImpulse)
            or isinstance(self.command, FarCryUseItem)
            or isinstance(self.command, FarCryEndTurn)
            or isinstance(self.command, FarCryPassFreeAttack)
            or isinstance(self.command, FarCryChoose)
            or isinstance(self.command, FarCryReact)
            or isinstance(self.command, FarCryAllyMove)
            or isinstance(self.command, FarCryAllyAttack)
            or isinstance(self.command, FarCryExploreReveal)
            or isinstance(self.command, FarCryExploreChoose)
            or isinstance(self.command, FarCryExploreRerolls)
            or isinstance(self.command, FarCryExploreRegroup)
            or isinstance(self.command, FarCryExplorePass)
            or isinstance(self.command, FarCryBuy)
            or isinstance(self.command, FarCryCraft)
            or isinstance(self.command, FarCryTransfer)
            or isinstance(self.command, FarCryFitAccessory)
            or isinstance(self.command, FarCryArrange)
            or isinstance(self.command, FarCryLearnTalent)
            or isinstance(self.command, FarCryReady)
            or isinstance(self.command, FarCryEndCampaign)
            or isinstance(self.command, MaeshowePlay)
            or isinstance(self.command, MaeshowePlayFromDiscard)
            or isinstance(self.command, MaeshoweDiscard)
            or isinstance(self.command, MaeshoweGive)
            or isinstance(self.command, MaeshowePassJarl)
            or isinstance(self.command, MaeshoweEat)
            or isinstance(self.command, MaeshoweChooseRune)
            or isinstance(self.command, MaeshowePeek)
            or isinstance(self.command, MaeshoweForage)
            or isinstance(self.command, MaeshoweForagePick)
            or isinstance(self.command, MaeshoweTakeBack)
            or isinstance(self.command, MaeshoweSacrifice)
            or isinstance(self.command, MaeshoweRearrange)
            or isinstance(self.command, MaeshowePromptnessCost)
            or isinstance(self.command, MaeshoweDiscardDown)
            or isinstance(self.command, MaeshoweRuinPair)
            or isinstance(self.command, MansionsChooseStory)
            or isinstance(self.command, MansionsChooseInvestigator)
            or isinstance(self.command, MansionsClaimTurn)
            or isinstance(self.command, MansionsMove)
            or isinstance(self.command, MansionsExplore)
            or isinstance(self.command, MansionsReadySkill)
            or isinstance(self.command, MansionsPassSkill)
            or isinstance(self.command, MansionsMoveBarricade)
            or isinstance(self.command, MansionsHide)
            or isinstance(self.command, MansionsLeaveHiding)
            or isinstance(self.command, MansionsPickUp)
            or isinstance(self.command, MansionsTendCampfire)
            or isinstance(self.command, MansionsUseItem)
            or isinstance(self.command, MansionsEndTurn)
            or isinstance(self.command, MansionsDealDamage)
            or isinstance(self.command, MansionsSpare)
            or isinstance(self.command, MansionsGive)
            or isinstance(self.command, MansionsEndTrade)
            or isinstance(self.command, MansionsEndKeeperTurn)
            or isinstance(self.command, MansionsAttack)
            or isinstance(self.command, MansionsMonsterAttack)
            or isinstance(self.command, MansionsDragInvestigator)
            or isinstance(self.command, MansionsAttemptPuzzle)
            or isinstance(self.command, MansionsTurnDial)
            or isinstance(self.command, MansionsSwapRunes)
            or isinstance(self.command, MansionsTurnPiece)
            or isinstance(self.command, MansionsPuzzleSkillPoint)
            or isinstance(self.command, MansionsStopPuzzle)
            or isinstance(self.command, MansionsCastSpell)
            or isinstance(self.command, MansionsUseAbility)
            or isinstance(self.command, MansionsKeeperAction)
            or isinstance(self.command, MansionsMoveMonster)
            or isinstance(self.command, MansionsPlayTrauma)
            or isinstance(self.command, MansionsPassTrauma)
            or isinstance(self.command, MansionsPlayMythos)
            or isinstance(self.command, MansionsPassMythos)
            or isinstance(self.command, MontagnesMove)
            or isinstance(self.command, MontagnesIgnoreMadness)
            or isinstance(self.command, MontagnesIgnoreCard)
            or isinstance(self.command, MontagnesPlaceCards)
            or isinstance(self.command, MontagnesRestartHourglass)
            or isinstance(self.command, MontagnesEndEncounter)
            or isinstance(self.command, MontagnesAssignRelic)
            or isinstance(self.command, MontagnesSearchTile)
            or isinstance(self.command, MontagnesTakeEsoteric)
            or isinstance(self.command, MontagnesExalt)
            or isinstance(self.command, MontagnesDiscardFromHand)
            or isinstance(self.command, MontagnesFailureMadness)
            or isinstance(self.command, MontagnesFailureDie)
            or isinstance(self.command, MontagnesAcceptDie)
            or isinstance(self.command, MontagnesRerollDie)
            or isinstance(self.command, MontagnesBoxToken)
            or isinstance(self.command, MontagnesRaiseHandLimit)
            or isinstance(self.command, MontagnesDeal)
            or isinstance(self.command, MontagnesDealTo)
            or isinstance(self.command, MontagnesRest)
        ):
            command = self.command.to_dict()
        else:
            command = self.command.to_dict()

        expected_version: int | None | Unset
        if isinstance(self.expected_version, Unset):
            expected_version = UNSET
        else:
            expected_version = self.expected_version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "command": command,
            }
        )
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.big_book_acquire import BigBookAcquire
        from ..models.big_book_activate import BigBookActivate
        from ..models.big_book_choose_cards import BigBookChooseCards
        from ..models.big_book_choose_curses import BigBookChooseCurses
        from ..models.big_book_choose_magician import BigBookChooseMagician
        from ..models.big_book_choose_pile import BigBookChoosePile
        from ..models.big_book_choose_player import BigBookChoosePlayer
        from ..models.big_book_choose_spells import BigBookChooseSpells
        from ..models.big_book_destroy_curse import BigBookDestroyCurse
        from ..models.big_book_end_actions import BigBookEndActions
        from ..models.big_book_heal import BigBookHeal
        from ..models.big_book_learn import BigBookLearn
        from ..models.big_book_use_power import BigBookUsePower
        from ..models.far_cry_ally_attack import FarCryAllyAttack
        from ..models.far_cry_ally_move import FarCryAllyMove
        from ..models.far_cry_answer_offer import FarCryAnswerOffer
        from ..models.far_cry_arrange import FarCryArrange
        from ..models.far_cry_attack import FarCryAttack
        from ..models.far_cry_bandage import FarCryBandage
        from ..models.far_cry_buy import FarCryBuy
        from ..models.far_cry_choose import FarCryChoose
        from ..models.far_cry_climb_down import FarCryClimbDown
        from ..models.far_cry_craft import FarCryCraft
        from ..models.far_cry_end_campaign import FarCryEndCampaign
        from ..models.far_cry_end_turn import FarCryEndTurn
        from ..models.far_cry_explore_choose import FarCryExploreChoose
        from ..models.far_cry_explore_pass import FarCryExplorePass
        from ..models.far_cry_explore_regroup import FarCryExploreRegroup
        from ..models.far_cry_explore_rerolls import FarCryExploreRerolls
        from ..models.far_cry_explore_reveal import FarCryExploreReveal
        from ..models.far_cry_fit_accessory import FarCryFitAccessory
        from ..models.far_cry_give import FarCryGive
        from ..models.far_cry_impulse import FarCryImpulse
        from ..models.far_cry_interact import FarCryInteract
        from ..models.far_cry_jump import FarCryJump
        from ..models.far_cry_learn_talent import FarCryLearnTalent
        from ..models.far_cry_move_to import FarCryMoveTo
        from ..models.far_cry_pass_free_attack import FarCryPassFreeAttack
        from ..models.far_cry_pick_up import FarCryPickUp
        from ..models.far_cry_react import FarCryReact
        from ..models.far_cry_ready import FarCryReady
        from ..models.far_cry_reload import FarCryReload
        from ..models.far_cry_step import FarCryStep
        from ..models.far_cry_switch_weapons import FarCrySwitchWeapons
        from ..models.far_cry_takedown import FarCryTakedown
        from ..models.far_cry_transfer import FarCryTransfer
        from ..models.far_cry_use_item import FarCryUseItem
        from ..models.far_cry_use_talent import FarCryUseTalent
        from ..models.far_cry_zip_line import FarCryZipLine
        from ..models.maeshowe_choose_rune import MaeshoweChooseRune
        from ..models.maeshowe_discard import MaeshoweDiscard
        from ..models.maeshowe_discard_down import MaeshoweDiscardDown
        from ..models.maeshowe_eat import MaeshoweEat
        from ..models.maeshowe_forage import MaeshoweForage
        from ..models.maeshowe_forage_pick import MaeshoweForagePick
        from ..models.maeshowe_give import MaeshoweGive
        from ..models.maeshowe_pass_jarl import MaeshowePassJarl
        from ..models.maeshowe_peek import MaeshowePeek
        from ..models.maeshowe_play import MaeshowePlay
        from ..models.maeshowe_play_from_discard import MaeshowePlayFromDiscard
        from ..models.maeshowe_promptness_cost import MaeshowePromptnessCost
        from ..models.maeshowe_rearrange import MaeshoweRearrange
        from ..models.maeshowe_ruin_pair import MaeshoweRuinPair
        from ..models.maeshowe_sacrifice import MaeshoweSacrifice
        from ..models.maeshowe_take_back import MaeshoweTakeBack
        from ..models.mansions_attack import MansionsAttack
        from ..models.mansions_attempt_puzzle import MansionsAttemptPuzzle
        from ..models.mansions_cast_spell import MansionsCastSpell
        from ..models.mansions_choose_investigator import MansionsChooseInvestigator
        from ..models.mansions_choose_story import MansionsChooseStory
        from ..models.mansions_claim_turn import MansionsClaimTurn
        from ..models.mansions_deal_damage import MansionsDealDamage
        from ..models.mansions_drag_investigator import MansionsDragInvestigator
        from ..models.mansions_end_keeper_turn import MansionsEndKeeperTurn
        from ..models.mansions_end_trade import MansionsEndTrade
        from ..models.mansions_end_turn import MansionsEndTurn
        from ..models.mansions_explore import MansionsExplore
        from ..models.mansions_give import MansionsGive
        from ..models.mansions_hide import MansionsHide
        from ..models.mansions_keeper_action import MansionsKeeperAction
        from ..models.mansions_leave_hiding import MansionsLeaveHiding
        from ..models.mansions_monster_attack import MansionsMonsterAttack
        from ..models.mansions_move import MansionsMove
        from ..models.mansions_move_barricade import MansionsMoveBarricade
        from ..models.mansions_move_monster import MansionsMoveMonster
        from ..models.mansions_pass_mythos import MansionsPassMythos
        from ..models.mansions_pass_skill import MansionsPassSkill
        from ..models.mansions_pass_trauma import MansionsPassTrauma
        from ..models.mansions_pick_up import MansionsPickUp
        from ..models.mansions_play_mythos import MansionsPlayMythos
        from ..models.mansions_play_trauma import MansionsPlayTrauma
        from ..models.mansions_puzzle_skill_point import MansionsPuzzleSkillPoint
        from ..models.mansions_ready_skill import MansionsReadySkill
        from ..models.mansions_spare import MansionsSpare
        from ..models.mansions_stop_puzzle import MansionsStopPuzzle
        from ..models.mansions_swap_runes import MansionsSwapRunes
        from ..models.mansions_tend_campfire import MansionsTendCampfire
        from ..models.mansions_turn_dial import MansionsTurnDial
        from ..models.mansions_turn_piece import MansionsTurnPiece
        from ..models.mansions_use_ability import MansionsUseAbility
        from ..models.mansions_use_item import MansionsUseItem
        from ..models.montagnes_accept_die import MontagnesAcceptDie
        from ..models.montagnes_assign_relic import MontagnesAssignRelic
        from ..models.montagnes_box_token import MontagnesBoxToken
        from ..models.montagnes_deal import MontagnesDeal
        from ..models.montagnes_deal_to import MontagnesDealTo
        from ..models.montagnes_discard_from_hand import MontagnesDiscardFromHand
        from ..models.montagnes_end_encounter import MontagnesEndEncounter
        from ..models.montagnes_exalt import MontagnesExalt
        from ..models.montagnes_failure_die import MontagnesFailureDie
        from ..models.montagnes_failure_madness import MontagnesFailureMadness
        from ..models.montagnes_ignore_card import MontagnesIgnoreCard
        from ..models.montagnes_ignore_madness import MontagnesIgnoreMadness
        from ..models.montagnes_move import MontagnesMove
        from ..models.montagnes_place_cards import MontagnesPlaceCards
        from ..models.montagnes_raise_hand_limit import MontagnesRaiseHandLimit
        from ..models.montagnes_reroll_die import MontagnesRerollDie
        from ..models.montagnes_rest import MontagnesRest
        from ..models.montagnes_restart_hourglass import MontagnesRestartHourglass
        from ..models.montagnes_search_tile import MontagnesSearchTile
        from ..models.montagnes_skip_rest import MontagnesSkipRest
        from ..models.montagnes_take_esoteric import MontagnesTakeEsoteric

        d = dict(src_dict)

        def _parse_command(
            data: object,
        ) -> (
            BigBookAcquire
            | BigBookActivate
            | BigBookChooseCards
            | BigBookChooseCurses
            | BigBookChooseMagician
            | BigBookChoosePile
            | BigBookChoosePlayer
            | BigBookChooseSpells
            | BigBookDestroyCurse
            | BigBookEndActions
            | BigBookHeal
            | BigBookLearn
            | BigBookUsePower
            | FarCryAllyAttack
            | FarCryAllyMove
            | FarCryAnswerOffer
            | FarCryArrange
            | FarCryAttack
            | FarCryBandage
            | FarCryBuy
            | FarCryChoose
            | FarCryClimbDown
            | FarCryCraft
            | FarCryEndCampaign
            | FarCryEndTurn
            | FarCryExploreChoose
            | FarCryExplorePass
            | FarCryExploreRegroup
            | FarCryExploreRerolls
            | FarCryExploreReveal
            | FarCryFitAccessory
            | FarCryGive
            | FarCryImpulse
            | FarCryInteract
            | FarCryJump
            | FarCryLearnTalent
            | FarCryMoveTo
            | FarCryPassFreeAttack
            | FarCryPickUp
            | FarCryReact
            | FarCryReady
            | FarCryReload
            | FarCryStep
            | FarCrySwitchWeapons
            | FarCryTakedown
            | FarCryTransfer
            | FarCryUseItem
            | FarCryUseTalent
            | FarCryZipLine
            | MaeshoweChooseRune
            | MaeshoweDiscard
            | MaeshoweDiscardDown
            | MaeshoweEat
            | MaeshoweForage
            | MaeshoweForagePick
            | MaeshoweGive
            | MaeshowePassJarl
            | MaeshowePeek
            | MaeshowePlay
            | MaeshowePlayFromDiscard
            | MaeshowePromptnessCost
            | MaeshoweRearrange
            | MaeshoweRuinPair
            | MaeshoweSacrifice
            | MaeshoweTakeBack
            | MansionsAttack
            | MansionsAttemptPuzzle
            | MansionsCastSpell
            | MansionsChooseInvestigator
            | MansionsChooseStory
            | MansionsClaimTurn
            | MansionsDealDamage
            | MansionsDragInvestigator
            | MansionsEndKeeperTurn
            | MansionsEndTrade
            | MansionsEndTurn
            | MansionsExplore
            | MansionsGive
            | MansionsHide
            | MansionsKeeperAction
            | MansionsLeaveHiding
            | MansionsMonsterAttack
            | MansionsMove
            | MansionsMoveBarricade
            | MansionsMoveMonster
            | MansionsPassMythos
            | MansionsPassSkill
            | MansionsPassTrauma
            | MansionsPickUp
            | MansionsPlayMythos
            | MansionsPlayTrauma
            | MansionsPuzzleSkillPoint
            | MansionsReadySkill
            | MansionsSpare
            | MansionsStopPuzzle
            | MansionsSwapRunes
            | MansionsTendCampfire
            | MansionsTurnDial
            | MansionsTurnPiece
            | MansionsUseAbility
            | MansionsUseItem
            | MontagnesAcceptDie
            | MontagnesAssignRelic
            | MontagnesBoxToken
            | MontagnesDeal
            | MontagnesDealTo
            | MontagnesDiscardFromHand
            | MontagnesEndEncounter
            | MontagnesExalt
            | MontagnesFailureDie
            | MontagnesFailureMadness
            | MontagnesIgnoreCard
            | MontagnesIgnoreMadness
            | MontagnesMove
            | MontagnesPlaceCards
            | MontagnesRaiseHandLimit
            | MontagnesRerollDie
            | MontagnesRest
            | MontagnesRestartHourglass
            | MontagnesSearchTile
            | MontagnesSkipRest
            | MontagnesTakeEsoteric
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_command_type_0 = (
                    BigBookChooseMagician.from_dict(data)
                )

                return componentsschemas_big_book_command_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_command_type_1 = BigBookActivate.from_dict(
                    data
                )

                return componentsschemas_big_book_command_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_command_type_2 = BigBookLearn.from_dict(data)

                return componentsschemas_big_book_command_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_command_type_3 = BigBookAcquire.from_dict(
                    data
                )

                return componentsschemas_big_book_command_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_command_type_4 = (
                    BigBookDestroyCurse.from_dict(data)
                )

                return componentsschemas_big_book_command_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_command_type_5 = BigBookHeal.from_dict(data)

                return componentsschemas_big_book_command_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_command_type_6 = BigBookUsePower.from_dict(
                    data
                )

                return componentsschemas_big_book_command_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_command_type_7 = BigBookEndActions.from_dict(
                    data
                )

                return componentsschemas_big_book_command_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_command_type_8 = (
                    BigBookChooseCards.from_dict(data)
                )

                return componentsschemas_big_book_command_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_command_type_9 = (
                    BigBookChooseSpells.from_dict(data)
                )

                return componentsschemas_big_book_command_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_command_type_10 = (
                    BigBookChooseCurses.from_dict(data)
                )

                return componentsschemas_big_book_command_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_command_type_11 = (
                    BigBookChoosePlayer.from_dict(data)
                )

                return componentsschemas_big_book_command_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_command_type_12 = (
                    BigBookChoosePile.from_dict(data)
                )

                return componentsschemas_big_book_command_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_0 = FarCryStep.from_dict(data)

                return componentsschemas_far_cry_command_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_1 = FarCryMoveTo.from_dict(data)

                return componentsschemas_far_cry_command_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_2 = FarCryJump.from_dict(data)

                return componentsschemas_far_cry_command_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_3 = FarCryClimbDown.from_dict(
                    data
                )

                return componentsschemas_far_cry_command_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_4 = FarCryZipLine.from_dict(data)

                return componentsschemas_far_cry_command_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_5 = FarCryInteract.from_dict(
                    data
                )

                return componentsschemas_far_cry_command_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_6 = FarCryPickUp.from_dict(data)

                return componentsschemas_far_cry_command_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_7 = (
                    FarCrySwitchWeapons.from_dict(data)
                )

                return componentsschemas_far_cry_command_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_8 = FarCryReload.from_dict(data)

                return componentsschemas_far_cry_command_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_9 = FarCryTakedown.from_dict(
                    data
                )

                return componentsschemas_far_cry_command_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_10 = FarCryUseTalent.from_dict(
                    data
                )

                return componentsschemas_far_cry_command_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_11 = FarCryGive.from_dict(data)

                return componentsschemas_far_cry_command_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_12 = FarCryAnswerOffer.from_dict(
                    data
                )

                return componentsschemas_far_cry_command_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_13 = FarCryBandage.from_dict(
                    data
                )

                return componentsschemas_far_cry_command_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_14 = FarCryAttack.from_dict(data)

                return componentsschemas_far_cry_command_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_15 = FarCryImpulse.from_dict(
                    data
                )

                return componentsschemas_far_cry_command_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_16 = FarCryUseItem.from_dict(
                    data
                )

                return componentsschemas_far_cry_command_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_17 = FarCryEndTurn.from_dict(
                    data
                )

                return componentsschemas_far_cry_command_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_18 = (
                    FarCryPassFreeAttack.from_dict(data)
                )

                return componentsschemas_far_cry_command_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_19 = FarCryChoose.from_dict(data)

                return componentsschemas_far_cry_command_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_20 = FarCryReact.from_dict(data)

                return componentsschemas_far_cry_command_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_21 = FarCryAllyMove.from_dict(
                    data
                )

                return componentsschemas_far_cry_command_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_22 = FarCryAllyAttack.from_dict(
                    data
                )

                return componentsschemas_far_cry_command_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_23 = (
                    FarCryExploreReveal.from_dict(data)
                )

                return componentsschemas_far_cry_command_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_24 = (
                    FarCryExploreChoose.from_dict(data)
                )

                return componentsschemas_far_cry_command_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_25 = (
                    FarCryExploreRerolls.from_dict(data)
                )

                return componentsschemas_far_cry_command_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_26 = (
                    FarCryExploreRegroup.from_dict(data)
                )

                return componentsschemas_far_cry_command_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_27 = FarCryExplorePass.from_dict(
                    data
                )

                return componentsschemas_far_cry_command_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_28 = FarCryBuy.from_dict(data)

                return componentsschemas_far_cry_command_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_29 = FarCryCraft.from_dict(data)

                return componentsschemas_far_cry_command_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_30 = FarCryTransfer.from_dict(
                    data
                )

                return componentsschemas_far_cry_command_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_31 = (
                    FarCryFitAccessory.from_dict(data)
                )

                return componentsschemas_far_cry_command_type_31
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_32 = FarCryArrange.from_dict(
                    data
                )

                return componentsschemas_far_cry_command_type_32
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_33 = FarCryLearnTalent.from_dict(
                    data
                )

                return componentsschemas_far_cry_command_type_33
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_34 = FarCryReady.from_dict(data)

                return componentsschemas_far_cry_command_type_34
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_35 = FarCryEndCampaign.from_dict(
                    data
                )

                return componentsschemas_far_cry_command_type_35
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_command_type_0 = MaeshowePlay.from_dict(data)

                return componentsschemas_maeshowe_command_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_command_type_1 = (
                    MaeshowePlayFromDiscard.from_dict(data)
                )

                return componentsschemas_maeshowe_command_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_command_type_2 = MaeshoweDiscard.from_dict(
                    data
                )

                return componentsschemas_maeshowe_command_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_command_type_3 = MaeshoweGive.from_dict(data)

                return componentsschemas_maeshowe_command_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_command_type_4 = MaeshowePassJarl.from_dict(
                    data
                )

                return componentsschemas_maeshowe_command_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_command_type_5 = MaeshoweEat.from_dict(data)

                return componentsschemas_maeshowe_command_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_command_type_6 = (
                    MaeshoweChooseRune.from_dict(data)
                )

                return componentsschemas_maeshowe_command_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_command_type_7 = MaeshowePeek.from_dict(data)

                return componentsschemas_maeshowe_command_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_command_type_8 = MaeshoweForage.from_dict(
                    data
                )

                return componentsschemas_maeshowe_command_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_command_type_9 = (
                    MaeshoweForagePick.from_dict(data)
                )

                return componentsschemas_maeshowe_command_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_command_type_10 = MaeshoweTakeBack.from_dict(
                    data
                )

                return componentsschemas_maeshowe_command_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_command_type_11 = (
                    MaeshoweSacrifice.from_dict(data)
                )

                return componentsschemas_maeshowe_command_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_command_type_12 = (
                    MaeshoweRearrange.from_dict(data)
                )

                return componentsschemas_maeshowe_command_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_command_type_13 = (
                    MaeshowePromptnessCost.from_dict(data)
                )

                return componentsschemas_maeshowe_command_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_command_type_14 = (
                    MaeshoweDiscardDown.from_dict(data)
                )

                return componentsschemas_maeshowe_command_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_command_type_15 = MaeshoweRuinPair.from_dict(
                    data
                )

                return componentsschemas_maeshowe_command_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_0 = (
                    MansionsChooseStory.from_dict(data)
                )

                return componentsschemas_mansions_command_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_1 = (
                    MansionsChooseInvestigator.from_dict(data)
                )

                return componentsschemas_mansions_command_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_2 = MansionsClaimTurn.from_dict(
                    data
                )

                return componentsschemas_mansions_command_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_3 = MansionsMove.from_dict(data)

                return componentsschemas_mansions_command_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_4 = MansionsExplore.from_dict(
                    data
                )

                return componentsschemas_mansions_command_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_5 = (
                    MansionsReadySkill.from_dict(data)
                )

                return componentsschemas_mansions_command_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_6 = MansionsPassSkill.from_dict(
                    data
                )

                return componentsschemas_mansions_command_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_7 = (
                    MansionsMoveBarricade.from_dict(data)
                )

                return componentsschemas_mansions_command_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_8 = MansionsHide.from_dict(data)

                return componentsschemas_mansions_command_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_9 = (
                    MansionsLeaveHiding.from_dict(data)
                )

                return componentsschemas_mansions_command_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_10 = MansionsPickUp.from_dict(
                    data
                )

                return componentsschemas_mansions_command_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_11 = (
                    MansionsTendCampfire.from_dict(data)
                )

                return componentsschemas_mansions_command_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_12 = MansionsUseItem.from_dict(
                    data
                )

                return componentsschemas_mansions_command_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_13 = MansionsEndTurn.from_dict(
                    data
                )

                return componentsschemas_mansions_command_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_14 = (
                    MansionsDealDamage.from_dict(data)
                )

                return componentsschemas_mansions_command_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_15 = MansionsSpare.from_dict(
                    data
                )

                return componentsschemas_mansions_command_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_16 = MansionsGive.from_dict(
                    data
                )

                return componentsschemas_mansions_command_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_17 = MansionsEndTrade.from_dict(
                    data
                )

                return componentsschemas_mansions_command_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_18 = (
                    MansionsEndKeeperTurn.from_dict(data)
                )

                return componentsschemas_mansions_command_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_19 = MansionsAttack.from_dict(
                    data
                )

                return componentsschemas_mansions_command_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_20 = (
                    MansionsMonsterAttack.from_dict(data)
                )

                return componentsschemas_mansions_command_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_21 = (
                    MansionsDragInvestigator.from_dict(data)
                )

                return componentsschemas_mansions_command_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_22 = (
                    MansionsAttemptPuzzle.from_dict(data)
                )

                return componentsschemas_mansions_command_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_23 = MansionsTurnDial.from_dict(
                    data
                )

                return componentsschemas_mansions_command_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_24 = (
                    MansionsSwapRunes.from_dict(data)
                )

                return componentsschemas_mansions_command_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_25 = (
                    MansionsTurnPiece.from_dict(data)
                )

                return componentsschemas_mansions_command_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_26 = (
                    MansionsPuzzleSkillPoint.from_dict(data)
                )

                return componentsschemas_mansions_command_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_27 = (
                    MansionsStopPuzzle.from_dict(data)
                )

                return componentsschemas_mansions_command_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_28 = (
                    MansionsCastSpell.from_dict(data)
                )

                return componentsschemas_mansions_command_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_29 = (
                    MansionsUseAbility.from_dict(data)
                )

                return componentsschemas_mansions_command_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_30 = (
                    MansionsKeeperAction.from_dict(data)
                )

                return componentsschemas_mansions_command_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_31 = (
                    MansionsMoveMonster.from_dict(data)
                )

                return componentsschemas_mansions_command_type_31
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_32 = (
                    MansionsPlayTrauma.from_dict(data)
                )

                return componentsschemas_mansions_command_type_32
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_33 = (
                    MansionsPassTrauma.from_dict(data)
                )

                return componentsschemas_mansions_command_type_33
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_34 = (
                    MansionsPlayMythos.from_dict(data)
                )

                return componentsschemas_mansions_command_type_34
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_35 = (
                    MansionsPassMythos.from_dict(data)
                )

                return componentsschemas_mansions_command_type_35
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_0 = MontagnesMove.from_dict(
                    data
                )

                return componentsschemas_montagnes_command_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_1 = (
                    MontagnesIgnoreMadness.from_dict(data)
                )

                return componentsschemas_montagnes_command_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_2 = (
                    MontagnesIgnoreCard.from_dict(data)
                )

                return componentsschemas_montagnes_command_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_3 = (
                    MontagnesPlaceCards.from_dict(data)
                )

                return componentsschemas_montagnes_command_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_4 = (
                    MontagnesRestartHourglass.from_dict(data)
                )

                return componentsschemas_montagnes_command_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_5 = (
                    MontagnesEndEncounter.from_dict(data)
                )

                return componentsschemas_montagnes_command_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_6 = (
                    MontagnesAssignRelic.from_dict(data)
                )

                return componentsschemas_montagnes_command_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_7 = (
                    MontagnesSearchTile.from_dict(data)
                )

                return componentsschemas_montagnes_command_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_8 = (
                    MontagnesTakeEsoteric.from_dict(data)
                )

                return componentsschemas_montagnes_command_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_9 = MontagnesExalt.from_dict(
                    data
                )

                return componentsschemas_montagnes_command_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_10 = (
                    MontagnesDiscardFromHand.from_dict(data)
                )

                return componentsschemas_montagnes_command_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_11 = (
                    MontagnesFailureMadness.from_dict(data)
                )

                return componentsschemas_montagnes_command_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_12 = (
                    MontagnesFailureDie.from_dict(data)
                )

                return componentsschemas_montagnes_command_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_13 = (
                    MontagnesAcceptDie.from_dict(data)
                )

                return componentsschemas_montagnes_command_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_14 = (
                    MontagnesRerollDie.from_dict(data)
                )

                return componentsschemas_montagnes_command_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_15 = (
                    MontagnesBoxToken.from_dict(data)
                )

                return componentsschemas_montagnes_command_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_16 = (
                    MontagnesRaiseHandLimit.from_dict(data)
                )

                return componentsschemas_montagnes_command_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_17 = MontagnesDeal.from_dict(
                    data
                )

                return componentsschemas_montagnes_command_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_18 = MontagnesDealTo.from_dict(
                    data
                )

                return componentsschemas_montagnes_command_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_19 = MontagnesRest.from_dict(
                    data
                )

                return componentsschemas_montagnes_command_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_montagnes_command_type_20 = MontagnesSkipRest.from_dict(
                data
            )

            return componentsschemas_montagnes_command_type_20

        command = _parse_command(d.pop("command"))

        def _parse_expected_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expected_version = _parse_expected_version(d.pop("expected_version", UNSET))

        command_request = cls(
            command=command,
            expected_version=expected_version,
        )

        return command_request
