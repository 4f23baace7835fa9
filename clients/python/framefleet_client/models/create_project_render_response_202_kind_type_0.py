from enum import StrEnum


class CreateProjectRenderResponse202KindType0(StrEnum):
    RENDER = "render"

    def __str__(self) -> str:
        return str(self.value)
