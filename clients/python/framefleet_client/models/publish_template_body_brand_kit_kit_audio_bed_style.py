from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.publish_template_body_brand_kit_kit_audio_bed_style_bpm_range import (
        PublishTemplateBodyBrandKitKitAudioBedStyleBpmRange,
    )


T = TypeVar("T", bound="PublishTemplateBodyBrandKitKitAudioBedStyle")


@_attrs_define
class PublishTemplateBodyBrandKitKitAudioBedStyle:
    """
    Attributes:
        bed_id (str | Unset): a music bed of the pack
        genre (str | Unset):
        bpm_range (PublishTemplateBodyBrandKitKitAudioBedStyleBpmRange | Unset):
    """

    bed_id: str | Unset = UNSET
    genre: str | Unset = UNSET
    bpm_range: PublishTemplateBodyBrandKitKitAudioBedStyleBpmRange | Unset = UNSET

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
        from ..models.publish_template_body_brand_kit_kit_audio_bed_style_bpm_range import (
            PublishTemplateBodyBrandKitKitAudioBedStyleBpmRange,
        )

        d = dict(src_dict)
        bed_id = d.pop("bedId", UNSET)

        genre = d.pop("genre", UNSET)

        _bpm_range = d.pop("bpmRange", UNSET)
        bpm_range: PublishTemplateBodyBrandKitKitAudioBedStyleBpmRange | Unset
        if isinstance(_bpm_range, Unset):
            bpm_range = UNSET
        else:
            bpm_range = PublishTemplateBodyBrandKitKitAudioBedStyleBpmRange.from_dict(
                _bpm_range
            )

        publish_template_body_brand_kit_kit_audio_bed_style = cls(
            bed_id=bed_id,
            genre=genre,
            bpm_range=bpm_range,
        )

        return publish_template_body_brand_kit_kit_audio_bed_style
