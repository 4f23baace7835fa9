from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PlatformLoudness")


@_attrs_define
class PlatformLoudness:
    """
    Attributes:
        integrated_lufs (float):
        true_peak_dbtp (float):
    """

    integrated_lufs: float
    true_peak_dbtp: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        integrated_lufs = self.integrated_lufs

        true_peak_dbtp = self.true_peak_dbtp

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "integratedLufs": integrated_lufs,
                "truePeakDbtp": true_peak_dbtp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        integrated_lufs = d.pop("integratedLufs")

        true_peak_dbtp = d.pop("truePeakDbtp")

        platform_loudness = cls(
            integrated_lufs=integrated_lufs,
            true_peak_dbtp=true_peak_dbtp,
        )

        platform_loudness.additional_properties = d
        return platform_loudness

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
