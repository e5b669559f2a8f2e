from enum import StrEnum


class FarCryEndCampaignAction(StrEnum):
    END_CAMPAIGN = "end_campaign"

    def __str__(self) -> str:
        return str(self.value)
