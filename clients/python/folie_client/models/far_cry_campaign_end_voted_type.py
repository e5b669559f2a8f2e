from enum import StrEnum


class FarCryCampaignEndVotedType(StrEnum):
    CAMPAIGN_END_VOTED = "campaign_end_voted"

    def __str__(self) -> str:
        return str(self.value)
