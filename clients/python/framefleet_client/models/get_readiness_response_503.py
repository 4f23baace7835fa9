from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.get_readiness_response_503_error import GetReadinessResponse503Error


T = TypeVar("T", bound="GetReadinessResponse503")


@_attrs_define
class GetReadinessResponse503:
    """
    Attributes:
        error (GetReadinessResponse503Error):
    """

    error: GetReadinessResponse503Error
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        error = self.error.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "error": error,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_readiness_response_503_error import (
            GetReadinessResponse503Error,
        )

        d = dict(src_dict)
        error = GetReadinessResponse503Error.from_dict(d.pop("error"))

        get_readiness_response_503 = cls(
            error=error,
        )

        get_readiness_response_503.additional_properties = d
        return get_readiness_response_503

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
