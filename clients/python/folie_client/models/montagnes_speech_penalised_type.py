from enum import StrEnum


class MontagnesSpeechPenalisedType(StrEnum):
    SPEECH_PENALISED = "speech_penalised"

    def __str__(self) -> str:
        return str(self.value)
