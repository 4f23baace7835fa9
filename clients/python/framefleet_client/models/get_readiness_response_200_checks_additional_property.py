from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="GetReadinessResponse200ChecksAdditionalProperty")


@_attrs_define
class GetReadinessResponse200ChecksAdditionalProperty:
    """
    Attributes:
        ok (bool):
        latency_ms (float):
        error (str | Unset):
    """

    ok: bool
    latency_ms: float
    error: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ok = self.ok

        latency_ms = self.latency_ms

        error = self.error

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ok": ok,
                "latencyMs": latency_ms,
            }
        )
        if error is not UNSET:
            field_dict["error"] = error

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        ok = d.pop("ok")

        latency_ms = d.pop("latencyMs")

        error = d.pop("error", UNSET)

        get_readiness_response_200_checks_additional_property = cls(
            ok=ok,
            latency_ms=latency_ms,
            error=error,
        )

        get_readiness_response_200_checks_additional_property.additional_properties = d
        return get_readiness_response_200_checks_additional_property

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
