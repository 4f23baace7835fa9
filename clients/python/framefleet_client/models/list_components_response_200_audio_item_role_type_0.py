from enum import StrEnum


class ListComponentsResponse200AudioItemRoleType0(StrEnum):
    VO = "vo"

    def __str__(self) -> str:
        return str(self.value)
