from enum import StrEnum


class FarCryCampaignEndedType(StrEnum):
    CAMPAIGN_ENDED = "campaign_ended"

    def __str__(self) -> str:
        return str(self.value)
