from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.brand_audio import BrandAudio
    from ..models.put_brand_kit_response_200_captions import (
        PutBrandKitResponse200Captions,
    )
    from ..models.put_brand_kit_response_200_colors import PutBrandKitResponse200Colors
    from ..models.put_brand_kit_response_200_density_type_0 import (
        PutBrandKitResponse200DensityType0,
    )
    from ..models.put_brand_kit_response_200_extra_colors_item import (
        PutBrandKitResponse200ExtraColorsItem,
    )
    from ..models.put_brand_kit_response_200_fonts import PutBrandKitResponse200Fonts
    from ..models.put_brand_kit_response_200_inspiration_type_0 import (
        PutBrandKitResponse200InspirationType0,
    )
    from ..models.put_brand_kit_response_200_motifs_item import (
        PutBrandKitResponse200MotifsItem,
    )
    from ..models.put_brand_kit_response_200_sizing_type_0 import (
        PutBrandKitResponse200SizingType0,
    )
    from ..models.put_brand_kit_response_200_spacing_type_0 import (
        PutBrandKitResponse200SpacingType0,
    )


T = TypeVar("T", bound="PutBrandKitResponse200")


@_attrs_define
class PutBrandKitResponse200:
    """
    Attributes:
        id (str):
        kit_id (str):
        name (str):
        description (None | str):
        tagline (None | str):
        secondary_tagline (None | str):
        colors (PutBrandKitResponse200Colors):
        extra_colors (list[PutBrandKitResponse200ExtraColorsItem]):
        fonts (PutBrandKitResponse200Fonts):
        voice_guidelines (None | str):
        captions (PutBrandKitResponse200Captions):
        motion (Any):
        logo (Any):
        intro (Any):
        outro (Any):
        watermark (Any):
        spacing (None | PutBrandKitResponse200SpacingType0):
        sizing (None | PutBrandKitResponse200SizingType0):
        audio (BrandAudio | None):
        exemplar_keys (list[str]):
        contact_sheet_key (None | str):
        motifs (list[PutBrandKitResponse200MotifsItem]):
        style_rubric (None | str):
        density (None | PutBrandKitResponse200DensityType0):
        inspiration (None | PutBrandKitResponse200InspirationType0):
        created_at (str):
        updated_at (str):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    id: str
    kit_id: str
    name: str
    description: None | str
    tagline: None | str
    secondary_tagline: None | str
    colors: PutBrandKitResponse200Colors
    extra_colors: list[PutBrandKitResponse200ExtraColorsItem]
    fonts: PutBrandKitResponse200Fonts
    voice_guidelines: None | str
    captions: PutBrandKitResponse200Captions
    motion: Any
    logo: Any
    intro: Any
    outro: Any
    watermark: Any
    spacing: None | PutBrandKitResponse200SpacingType0
    sizing: None | PutBrandKitResponse200SizingType0
    audio: BrandAudio | None
    exemplar_keys: list[str]
    contact_sheet_key: None | str
    motifs: list[PutBrandKitResponse200MotifsItem]
    style_rubric: None | str
    density: None | PutBrandKitResponse200DensityType0
    inspiration: None | PutBrandKitResponse200InspirationType0
    created_at: str
    updated_at: str
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.brand_audio import BrandAudio
        from ..models.put_brand_kit_response_200_density_type_0 import (
            PutBrandKitResponse200DensityType0,
        )
        from ..models.put_brand_kit_response_200_inspiration_type_0 import (
            PutBrandKitResponse200InspirationType0,
        )
        from ..models.put_brand_kit_response_200_sizing_type_0 import (
            PutBrandKitResponse200SizingType0,
        )
        from ..models.put_brand_kit_response_200_spacing_type_0 import (
            PutBrandKitResponse200SpacingType0,
        )

        id = self.id

        kit_id = self.kit_id

        name = self.name

        description: None | str
        description = self.description

        tagline: None | str
        tagline = self.tagline

        secondary_tagline: None | str
        secondary_tagline = self.secondary_tagline

        colors = self.colors.to_dict()

        extra_colors = []
        for extra_colors_item_data in self.extra_colors:
            extra_colors_item = extra_colors_item_data.to_dict()
            extra_colors.append(extra_colors_item)

        fonts = self.fonts.to_dict()

        voice_guidelines: None | str
        voice_guidelines = self.voice_guidelines

        captions = self.captions.to_dict()

        motion = self.motion

        logo = self.logo

        intro = self.intro

        outro = self.outro

        watermark = self.watermark

        spacing: dict[str, Any] | None
        if isinstance(self.spacing, PutBrandKitResponse200SpacingType0):
            spacing = self.spacing.to_dict()
        else:
            spacing = self.spacing

        sizing: dict[str, Any] | None
        if isinstance(self.sizing, PutBrandKitResponse200SizingType0):
            sizing = self.sizing.to_dict()
        else:
            sizing = self.sizing

        audio: dict[str, Any] | None
        if isinstance(self.audio, BrandAudio):
            audio = self.audio.to_dict()
        else:
            audio = self.audio

        exemplar_keys = self.exemplar_keys

        contact_sheet_key: None | str
        contact_sheet_key = self.contact_sheet_key

        motifs = []
        for motifs_item_data in self.motifs:
            motifs_item = motifs_item_data.to_dict()
            motifs.append(motifs_item)

        style_rubric: None | str
        style_rubric = self.style_rubric

        density: dict[str, Any] | None
        if isinstance(self.density, PutBrandKitResponse200DensityType0):
            density = self.density.to_dict()
        else:
            density = self.density

        inspiration: dict[str, Any] | None
        if isinstance(self.inspiration, PutBrandKitResponse200InspirationType0):
            inspiration = self.inspiration.to_dict()
        else:
            inspiration = self.inspiration

        created_at = self.created_at

        updated_at = self.updated_at

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "kitId": kit_id,
                "name": name,
                "description": description,
                "tagline": tagline,
                "secondaryTagline": secondary_tagline,
                "colors": colors,
                "extraColors": extra_colors,
                "fonts": fonts,
                "voiceGuidelines": voice_guidelines,
                "captions": captions,
                "motion": motion,
                "logo": logo,
                "intro": intro,
                "outro": outro,
                "watermark": watermark,
                "spacing": spacing,
                "sizing": sizing,
                "audio": audio,
                "exemplarKeys": exemplar_keys,
                "contactSheetKey": contact_sheet_key,
                "motifs": motifs,
                "styleRubric": style_rubric,
                "density": density,
                "inspiration": inspiration,
                "createdAt": created_at,
                "updatedAt": updated_at,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.brand_audio import BrandAudio
        from ..models.put_brand_kit_response_200_captions import (
            PutBrandKitResponse200Captions,
        )
        from ..models.put_brand_kit_response_200_colors import (
            PutBrandKitResponse200Colors,
        )
        from ..models.put_brand_kit_response_200_density_type_0 import (
            PutBrandKitResponse200DensityType0,
        )
        from ..models.put_brand_kit_response_200_extra_colors_item import (
            PutBrandKitResponse200ExtraColorsItem,
        )
        from ..models.put_brand_kit_response_200_fonts import (
            PutBrandKitResponse200Fonts,
        )
        from ..models.put_brand_kit_response_200_inspiration_type_0 import (
            PutBrandKitResponse200InspirationType0,
        )
        from ..models.put_brand_kit_response_200_motifs_item import (
            PutBrandKitResponse200MotifsItem,
        )
        from ..models.put_brand_kit_response_200_sizing_type_0 import (
            PutBrandKitResponse200SizingType0,
        )
        from ..models.put_brand_kit_response_200_spacing_type_0 import (
            PutBrandKitResponse200SpacingType0,
        )

        d = dict(src_dict)
        id = d.pop("id")

        kit_id = d.pop("kitId")

        name = d.pop("name")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        def _parse_tagline(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tagline = _parse_tagline(d.pop("tagline"))

        def _parse_secondary_tagline(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        secondary_tagline = _parse_secondary_tagline(d.pop("secondaryTagline"))

        colors = PutBrandKitResponse200Colors.from_dict(d.pop("colors"))

        extra_colors = []
        _extra_colors = d.pop("extraColors")
        for extra_colors_item_data in _extra_colors:
            extra_colors_item = PutBrandKitResponse200ExtraColorsItem.from_dict(
                extra_colors_item_data
            )

            extra_colors.append(extra_colors_item)

        fonts = PutBrandKitResponse200Fonts.from_dict(d.pop("fonts"))

        def _parse_voice_guidelines(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        voice_guidelines = _parse_voice_guidelines(d.pop("voiceGuidelines"))

        captions = PutBrandKitResponse200Captions.from_dict(d.pop("captions"))

        motion = d.pop("motion")

        logo = d.pop("logo")

        intro = d.pop("intro")

        outro = d.pop("outro")

        watermark = d.pop("watermark")

        def _parse_spacing(data: object) -> None | PutBrandKitResponse200SpacingType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                spacing_type_0 = PutBrandKitResponse200SpacingType0.from_dict(data)

                return spacing_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PutBrandKitResponse200SpacingType0, data)

        spacing = _parse_spacing(d.pop("spacing"))

        def _parse_sizing(data: object) -> None | PutBrandKitResponse200SizingType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                sizing_type_0 = PutBrandKitResponse200SizingType0.from_dict(data)

                return sizing_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PutBrandKitResponse200SizingType0, data)

        sizing = _parse_sizing(d.pop("sizing"))

        def _parse_audio(data: object) -> BrandAudio | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                audio_type_0 = BrandAudio.from_dict(data)

                return audio_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BrandAudio | None, data)

        audio = _parse_audio(d.pop("audio"))

        exemplar_keys = cast(list[str], d.pop("exemplarKeys"))

        def _parse_contact_sheet_key(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        contact_sheet_key = _parse_contact_sheet_key(d.pop("contactSheetKey"))

        motifs = []
        _motifs = d.pop("motifs")
        for motifs_item_data in _motifs:
            motifs_item = PutBrandKitResponse200MotifsItem.from_dict(motifs_item_data)

            motifs.append(motifs_item)

        def _parse_style_rubric(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        style_rubric = _parse_style_rubric(d.pop("styleRubric"))

        def _parse_density(data: object) -> None | PutBrandKitResponse200DensityType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                density_type_0 = PutBrandKitResponse200DensityType0.from_dict(data)

                return density_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PutBrandKitResponse200DensityType0, data)

        density = _parse_density(d.pop("density"))

        def _parse_inspiration(
            data: object,
        ) -> None | PutBrandKitResponse200InspirationType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                inspiration_type_0 = PutBrandKitResponse200InspirationType0.from_dict(
                    data
                )

                return inspiration_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PutBrandKitResponse200InspirationType0, data)

        inspiration = _parse_inspiration(d.pop("inspiration"))

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        put_brand_kit_response_200 = cls(
            id=id,
            kit_id=kit_id,
            name=name,
            description=description,
            tagline=tagline,
            secondary_tagline=secondary_tagline,
            colors=colors,
            extra_colors=extra_colors,
            fonts=fonts,
            voice_guidelines=voice_guidelines,
            captions=captions,
            motion=motion,
            logo=logo,
            intro=intro,
            outro=outro,
            watermark=watermark,
            spacing=spacing,
            sizing=sizing,
            audio=audio,
            exemplar_keys=exemplar_keys,
            contact_sheet_key=contact_sheet_key,
            motifs=motifs,
            style_rubric=style_rubric,
            density=density,
            inspiration=inspiration,
            created_at=created_at,
            updated_at=updated_at,
            contract=contract,
            contract_version=contract_version,
        )

        put_brand_kit_response_200.additional_properties = d
        return put_brand_kit_response_200

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
