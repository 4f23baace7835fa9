from enum import StrEnum


class ListComponentsResponse200AudioItemRoleType3(StrEnum):
    AMBIENCE = "ambience"

    def __str__(self) -> str:
        return str(self.value)
