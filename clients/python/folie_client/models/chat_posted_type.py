from enum import StrEnum


class ChatPostedType(StrEnum):
    CHAT_POSTED = "chat_posted"

    def __str__(self) -> str:
        return str(self.value)
