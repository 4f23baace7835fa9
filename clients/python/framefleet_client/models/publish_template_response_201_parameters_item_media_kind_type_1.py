from enum import StrEnum


class PublishTemplateResponse201ParametersItemMediaKindType1(StrEnum):
    IMAGE = "image"

    def __str__(self) -> str:
        return str(self.value)
