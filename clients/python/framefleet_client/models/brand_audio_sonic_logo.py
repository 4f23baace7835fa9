from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.brand_audio_sonic_logo_placement_type_0 import (
    BrandAudioSonicLogoPlacementType0,
)
from ..models.brand_audio_sonic_logo_placement_type_1 import (
    BrandAudioSonicLogoPlacementType1,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="BrandAudioSonicLogo")


@_attrs_define
class BrandAudioSonicLogo:
    """
    Attributes:
        ref (str): a sound effect of the pack (its soundId) or an org audio item as media:<id>
        placement (BrandAudioSonicLogoPlacementType0 | BrandAudioSonicLogoPlacementType1 | Unset): intro (default):
            starts offsetMs after the video starts; outro: starts offsetMs before the video ends
        offset_ms (float | Unset): intro: delay after the start (default 0); outro: lead before the end (default 1500)
    """

    ref: str
    placement: (
        BrandAudioSonicLogoPlacementType0 | BrandAudioSonicLogoPlacementType1 | Unset
    ) = UNSET
    offset_ms: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ref = self.ref

        placement: str | Unset
        if isinstance(self.placement, Unset):
            placement = UNSET
        elif isinstance(self.placement, BrandAudioSonicLogoPlacementType0):
            placement = self.placement.value
        else:
            placement = self.placement.value

        offset_ms = self.offset_ms

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ref": ref,
            }
        )
        if placement is not UNSET:
            field_dict["placement"] = placement
        if offset_ms is not UNSET:
            field_dict["offsetMs"] = offset_ms

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        ref = d.pop("ref")

        def _parse_placement(
            data: object,
        ) -> (
            BrandAudioSonicLogoPlacementType0
            | BrandAudioSonicLogoPlacementType1
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                placement_type_0 = BrandAudioSonicLogoPlacementType0(data)

                return placement_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            placement_type_1 = BrandAudioSonicLogoPlacementType1(data)

            return placement_type_1

        placement = _parse_placement(d.pop("placement", UNSET))

        offset_ms = d.pop("offsetMs", UNSET)

        brand_audio_sonic_logo = cls(
            ref=ref,
            placement=placement,
            offset_ms=offset_ms,
        )

        return brand_audio_sonic_logo
