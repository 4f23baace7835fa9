from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GetMeResponse200CostCeilings")


@_attrs_define
class GetMeResponse200CostCeilings:
    """
    Attributes:
        generate_media_usd_per_call (float | None):
    """

    generate_media_usd_per_call: float | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        generate_media_usd_per_call: float | None
        generate_media_usd_per_call = self.generate_media_usd_per_call

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "generateMediaUsdPerCall": generate_media_usd_per_call,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_generate_media_usd_per_call(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        generate_media_usd_per_call = _parse_generate_media_usd_per_call(
            d.pop("generateMediaUsdPerCall")
        )

        get_me_response_200_cost_ceilings = cls(
            generate_media_usd_per_call=generate_media_usd_per_call,
        )

        get_me_response_200_cost_ceilings.additional_properties = d
        return get_me_response_200_cost_ceilings

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
