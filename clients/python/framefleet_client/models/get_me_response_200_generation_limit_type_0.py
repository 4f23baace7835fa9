from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.get_me_response_200_generation_limit_type_0_unit import (
    GetMeResponse200GenerationLimitType0Unit,
)

T = TypeVar("T", bound="GetMeResponse200GenerationLimitType0")


@_attrs_define
class GetMeResponse200GenerationLimitType0:
    """
    Attributes:
        applies (bool):
        unit (GetMeResponse200GenerationLimitType0Unit):
        cap (float | None):
        spent (float | None):
        remaining (float | None):
    """

    applies: bool
    unit: GetMeResponse200GenerationLimitType0Unit
    cap: float | None
    spent: float | None
    remaining: float | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        applies = self.applies

        unit = self.unit.value

        cap: float | None
        cap = self.cap

        spent: float | None
        spent = self.spent

        remaining: float | None
        remaining = self.remaining

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "applies": applies,
                "unit": unit,
                "cap": cap,
                "spent": spent,
                "remaining": remaining,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        applies = d.pop("applies")

        unit = GetMeResponse200GenerationLimitType0Unit(d.pop("unit"))

        def _parse_cap(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        cap = _parse_cap(d.pop("cap"))

        def _parse_spent(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        spent = _parse_spent(d.pop("spent"))

        def _parse_remaining(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        remaining = _parse_remaining(d.pop("remaining"))

        get_me_response_200_generation_limit_type_0 = cls(
            applies=applies,
            unit=unit,
            cap=cap,
            spent=spent,
            remaining=remaining,
        )

        get_me_response_200_generation_limit_type_0.additional_properties = d
        return get_me_response_200_generation_limit_type_0

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
