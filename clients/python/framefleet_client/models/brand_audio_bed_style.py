from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.brand_audio_bed_style_bpm_range import BrandAudioBedStyleBpmRange


T = TypeVar("T", bound="BrandAudioBedStyle")


@_attrs_define
class BrandAudioBedStyle:
    """
    Attributes:
        bed_id (str | Unset): a music bed of the pack
        genre (str | Unset):
        bpm_range (BrandAudioBedStyleBpmRange | Unset):
    """

    bed_id: str | Unset = UNSET
    genre: str | Unset = UNSET
    bpm_range: BrandAudioBedStyleBpmRange | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        bed_id = self.bed_id

        genre = self.genre

        bpm_range: dict[str, Any] | Unset = UNSET
        if not isinstance(self.bpm_range, Unset):
            bpm_range = self.bpm_range.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if bed_id is not UNSET:
            field_dict["bedId"] = bed_id
        if genre is not UNSET:
            field_dict["genre"] = genre
        if bpm_range is not UNSET:
            field_dict["bpmRange"] = bpm_range

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.brand_audio_bed_style_bpm_range import BrandAudioBedStyleBpmRange

        d = dict(src_dict)
        bed_id = d.pop("bedId", UNSET)

        genre = d.pop("genre", UNSET)

        _bpm_range = d.pop("bpmRange", UNSET)
        bpm_range: BrandAudioBedStyleBpmRange | Unset
        if isinstance(_bpm_range, Unset):
            bpm_range = UNSET
        else:
            bpm_range = BrandAudioBedStyleBpmRange.from_dict(_bpm_range)

        brand_audio_bed_style = cls(
            bed_id=bed_id,
            genre=genre,
            bpm_range=bpm_range,
        )

        return brand_audio_bed_style
