from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BrandAudioBedStyleBpmRange")


@_attrs_define
class BrandAudioBedStyleBpmRange:
    """
    Attributes:
        min_ (float):
        max_ (float):
    """

    min_: float
    max_: float

    def to_dict(self) -> dict[str, Any]:
        min_ = self.min_

        max_ = self.max_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "min": min_,
                "max": max_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        min_ = d.pop("min")

        max_ = d.pop("max")

        brand_audio_bed_style_bpm_range = cls(
            min_=min_,
            max_=max_,
        )

        return brand_audio_bed_style_bpm_range
