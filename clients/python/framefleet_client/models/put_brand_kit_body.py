from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.brand_audio import BrandAudio
    from ..models.caption_profile import CaptionProfile
    from ..models.put_brand_kit_body_body_font import PutBrandKitBodyBodyFont
    from ..models.put_brand_kit_body_colors import PutBrandKitBodyColors
    from ..models.put_brand_kit_body_density import PutBrandKitBodyDensity
    from ..models.put_brand_kit_body_extra_colors_item import (
        PutBrandKitBodyExtraColorsItem,
    )
    from ..models.put_brand_kit_body_heading_font import PutBrandKitBodyHeadingFont
    from ..models.put_brand_kit_body_inspiration import PutBrandKitBodyInspiration
    from ..models.put_brand_kit_body_intro import PutBrandKitBodyIntro
    from ..models.put_brand_kit_body_logo import PutBrandKitBodyLogo
    from ..models.put_brand_kit_body_motifs_item import PutBrandKitBodyMotifsItem
    from ..models.put_brand_kit_body_motion import PutBrandKitBodyMotion
    from ..models.put_brand_kit_body_outro import PutBrandKitBodyOutro
    from ..models.put_brand_kit_body_sizing import PutBrandKitBodySizing
    from ..models.put_brand_kit_body_spacing import PutBrandKitBodySpacing
    from ..models.put_brand_kit_body_watermark import PutBrandKitBodyWatermark


T = TypeVar("T", bound="PutBrandKitBody")


@_attrs_define
class PutBrandKitBody:
    """
    Attributes:
        name (str):
        colors (PutBrandKitBodyColors):
        heading_font (PutBrandKitBodyHeadingFont):
        body_font (PutBrandKitBodyBodyFont):
        kit_id (str): your identifier of the kit: posting the same kitId again replaces it
        tagline (str | Unset):
        secondary_tagline (str | Unset):
        extra_colors (list[PutBrandKitBodyExtraColorsItem] | Unset):
        caption_profile (CaptionProfile | Unset):
        motion (PutBrandKitBodyMotion | Unset):
        logo (PutBrandKitBodyLogo | Unset):
        intro (PutBrandKitBodyIntro | Unset):
        outro (PutBrandKitBodyOutro | Unset):
        watermark (PutBrandKitBodyWatermark | Unset):
        audio (BrandAudio | Unset):
        spacing (PutBrandKitBodySpacing | Unset):
        sizing (PutBrandKitBodySizing | Unset):
        density (PutBrandKitBodyDensity | Unset):
        description (str | Unset):
        voice_guidelines (str | Unset):
        sync_captions (bool | Unset):
        exemplar_keys (list[str] | Unset): keys of exemplar frames this org reserved (POST /v1/brand-kits/exemplar-
            uploads) and uploaded
        contact_sheet_key (str | Unset): the contactSheetUpload key of such a reservation, once uploaded
        motifs (list[PutBrandKitBodyMotifsItem] | Unset):
        style_rubric (str | Unset): how the brand's videos should look and feel, in words
        inspiration (PutBrandKitBodyInspiration | Unset):
    """

    name: str
    colors: PutBrandKitBodyColors
    heading_font: PutBrandKitBodyHeadingFont
    body_font: PutBrandKitBodyBodyFont
    kit_id: str
    tagline: str | Unset = UNSET
    secondary_tagline: str | Unset = UNSET
    extra_colors: list[PutBrandKitBodyExtraColorsItem] | Unset = UNSET
    caption_profile: CaptionProfile | Unset = UNSET
    motion: PutBrandKitBodyMotion | Unset = UNSET
    logo: PutBrandKitBodyLogo | Unset = UNSET
    intro: PutBrandKitBodyIntro | Unset = UNSET
    outro: PutBrandKitBodyOutro | Unset = UNSET
    watermark: PutBrandKitBodyWatermark | Unset = UNSET
    audio: BrandAudio | Unset = UNSET
    spacing: PutBrandKitBodySpacing | Unset = UNSET
    sizing: PutBrandKitBodySizing | Unset = UNSET
    density: PutBrandKitBodyDensity | Unset = UNSET
    description: str | Unset = UNSET
    voice_guidelines: str | Unset = UNSET
    sync_captions: bool | Unset = UNSET
    exemplar_keys: list[str] | Unset = UNSET
    contact_sheet_key: str | Unset = UNSET
    motifs: list[PutBrandKitBodyMotifsItem] | Unset = UNSET
    style_rubric: str | Unset = UNSET
    inspiration: PutBrandKitBodyInspiration | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        colors = self.colors.to_dict()

        heading_font = self.heading_font.to_dict()

        body_font = self.body_font.to_dict()

        kit_id = self.kit_id

        tagline = self.tagline

        secondary_tagline = self.secondary_tagline

        extra_colors: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.extra_colors, Unset):
            extra_colors = []
            for extra_colors_item_data in self.extra_colors:
                extra_colors_item = extra_colors_item_data.to_dict()
                extra_colors.append(extra_colors_item)

        caption_profile: dict[str, Any] | Unset = UNSET
        if not isinstance(self.caption_profile, Unset):
            caption_profile = self.caption_profile.to_dict()

        motion: dict[str, Any] | Unset = UNSET
        if not isinstance(self.motion, Unset):
            motion = self.motion.to_dict()

        logo: dict[str, Any] | Unset = UNSET
        if not isinstance(self.logo, Unset):
            logo = self.logo.to_dict()

        intro: dict[str, Any] | Unset = UNSET
        if not isinstance(self.intro, Unset):
            intro = self.intro.to_dict()

        outro: dict[str, Any] | Unset = UNSET
        if not isinstance(self.outro, Unset):
            outro = self.outro.to_dict()

        watermark: dict[str, Any] | Unset = UNSET
        if not isinstance(self.watermark, Unset):
            watermark = self.watermark.to_dict()

        audio: dict[str, Any] | Unset = UNSET
        if not isinstance(self.audio, Unset):
            audio = self.audio.to_dict()

        spacing: dict[str, Any] | Unset = UNSET
        if not isinstance(self.spacing, Unset):
            spacing = self.spacing.to_dict()

        sizing: dict[str, Any] | Unset = UNSET
        if not isinstance(self.sizing, Unset):
            sizing = self.sizing.to_dict()

        density: dict[str, Any] | Unset = UNSET
        if not isinstance(self.density, Unset):
            density = self.density.to_dict()

        description = self.description

        voice_guidelines = self.voice_guidelines

        sync_captions = self.sync_captions

        exemplar_keys: list[str] | Unset = UNSET
        if not isinstance(self.exemplar_keys, Unset):
            exemplar_keys = self.exemplar_keys

        contact_sheet_key = self.contact_sheet_key

        motifs: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.motifs, Unset):
            motifs = []
            for motifs_item_data in self.motifs:
                motifs_item = motifs_item_data.to_dict()
                motifs.append(motifs_item)

        style_rubric = self.style_rubric

        inspiration: dict[str, Any] | Unset = UNSET
        if not isinstance(self.inspiration, Unset):
            inspiration = self.inspiration.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "colors": colors,
                "headingFont": heading_font,
                "bodyFont": body_font,
                "kitId": kit_id,
            }
        )
        if tagline is not UNSET:
            field_dict["tagline"] = tagline
        if secondary_tagline is not UNSET:
            field_dict["secondaryTagline"] = secondary_tagline
        if extra_colors is not UNSET:
            field_dict["extraColors"] = extra_colors
        if caption_profile is not UNSET:
            field_dict["captionProfile"] = caption_profile
        if motion is not UNSET:
            field_dict["motion"] = motion
        if logo is not UNSET:
            field_dict["logo"] = logo
        if intro is not UNSET:
            field_dict["intro"] = intro
        if outro is not UNSET:
            field_dict["outro"] = outro
        if watermark is not UNSET:
            field_dict["watermark"] = watermark
        if audio is not UNSET:
            field_dict["audio"] = audio
        if spacing is not UNSET:
            field_dict["spacing"] = spacing
        if sizing is not UNSET:
            field_dict["sizing"] = sizing
        if density is not UNSET:
            field_dict["density"] = density
        if description is not UNSET:
            field_dict["description"] = description
        if voice_guidelines is not UNSET:
            field_dict["voiceGuidelines"] = voice_guidelines
        if sync_captions is not UNSET:
            field_dict["syncCaptions"] = sync_captions
        if exemplar_keys is not UNSET:
            field_dict["exemplarKeys"] = exemplar_keys
        if contact_sheet_key is not UNSET:
            field_dict["contactSheetKey"] = contact_sheet_key
        if motifs is not UNSET:
            field_dict["motifs"] = motifs
        if style_rubric is not UNSET:
            field_dict["styleRubric"] = style_rubric
        if inspiration is not UNSET:
            field_dict["inspiration"] = inspiration

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.brand_audio import BrandAudio
        from ..models.caption_profile import CaptionProfile
        from ..models.put_brand_kit_body_body_font import PutBrandKitBodyBodyFont
        from ..models.put_brand_kit_body_colors import PutBrandKitBodyColors
        from ..models.put_brand_kit_body_density import PutBrandKitBodyDensity
        from ..models.put_brand_kit_body_extra_colors_item import (
            PutBrandKitBodyExtraColorsItem,
        )
        from ..models.put_brand_kit_body_heading_font import PutBrandKitBodyHeadingFont
        from ..models.put_brand_kit_body_inspiration import PutBrandKitBodyInspiration
        from ..models.put_brand_kit_body_intro import PutBrandKitBodyIntro
        from ..models.put_brand_kit_body_logo import PutBrandKitBodyLogo
        from ..models.put_brand_kit_body_motifs_item import PutBrandKitBodyMotifsItem
        from ..models.put_brand_kit_body_motion import PutBrandKitBodyMotion
        from ..models.put_brand_kit_body_outro import PutBrandKitBodyOutro
        from ..models.put_brand_kit_body_sizing import PutBrandKitBodySizing
        from ..models.put_brand_kit_body_spacing import PutBrandKitBodySpacing
        from ..models.put_brand_kit_body_watermark import PutBrandKitBodyWatermark

        d = dict(src_dict)
        name = d.pop("name")

        colors = PutBrandKitBodyColors.from_dict(d.pop("colors"))

        heading_font = PutBrandKitBodyHeadingFont.from_dict(d.pop("headingFont"))

        body_font = PutBrandKitBodyBodyFont.from_dict(d.pop("bodyFont"))

        kit_id = d.pop("kitId")

        tagline = d.pop("tagline", UNSET)

        secondary_tagline = d.pop("secondaryTagline", UNSET)

        _extra_colors = d.pop("extraColors", UNSET)
        extra_colors: list[PutBrandKitBodyExtraColorsItem] | Unset = UNSET
        if _extra_colors is not UNSET:
            extra_colors = []
            for extra_colors_item_data in _extra_colors:
                extra_colors_item = PutBrandKitBodyExtraColorsItem.from_dict(
                    extra_colors_item_data
                )

                extra_colors.append(extra_colors_item)

        _caption_profile = d.pop("captionProfile", UNSET)
        caption_profile: CaptionProfile | Unset
        if isinstance(_caption_profile, Unset):
            caption_profile = UNSET
        else:
            caption_profile = CaptionProfile.from_dict(_caption_profile)

        _motion = d.pop("motion", UNSET)
        motion: PutBrandKitBodyMotion | Unset
        if isinstance(_motion, Unset):
            motion = UNSET
        else:
            motion = PutBrandKitBodyMotion.from_dict(_motion)

        _logo = d.pop("logo", UNSET)
        logo: PutBrandKitBodyLogo | Unset
        if isinstance(_logo, Unset):
            logo = UNSET
        else:
            logo = PutBrandKitBodyLogo.from_dict(_logo)

        _intro = d.pop("intro", UNSET)
        intro: PutBrandKitBodyIntro | Unset
        if isinstance(_intro, Unset):
            intro = UNSET
        else:
            intro = PutBrandKitBodyIntro.from_dict(_intro)

        _outro = d.pop("outro", UNSET)
        outro: PutBrandKitBodyOutro | Unset
        if isinstance(_outro, Unset):
            outro = UNSET
        else:
            outro = PutBrandKitBodyOutro.from_dict(_outro)

        _watermark = d.pop("watermark", UNSET)
        watermark: PutBrandKitBodyWatermark | Unset
        if isinstance(_watermark, Unset):
            watermark = UNSET
        else:
            watermark = PutBrandKitBodyWatermark.from_dict(_watermark)

        _audio = d.pop("audio", UNSET)
        audio: BrandAudio | Unset
        if isinstance(_audio, Unset):
            audio = UNSET
        else:
            audio = BrandAudio.from_dict(_audio)

        _spacing = d.pop("spacing", UNSET)
        spacing: PutBrandKitBodySpacing | Unset
        if isinstance(_spacing, Unset):
            spacing = UNSET
        else:
            spacing = PutBrandKitBodySpacing.from_dict(_spacing)

        _sizing = d.pop("sizing", UNSET)
        sizing: PutBrandKitBodySizing | Unset
        if isinstance(_sizing, Unset):
            sizing = UNSET
        else:
            sizing = PutBrandKitBodySizing.from_dict(_sizing)

        _density = d.pop("density", UNSET)
        density: PutBrandKitBodyDensity | Unset
        if isinstance(_density, Unset):
            density = UNSET
        else:
            density = PutBrandKitBodyDensity.from_dict(_density)

        description = d.pop("description", UNSET)

        voice_guidelines = d.pop("voiceGuidelines", UNSET)

        sync_captions = d.pop("syncCaptions", UNSET)

        exemplar_keys = cast(list[str], d.pop("exemplarKeys", UNSET))

        contact_sheet_key = d.pop("contactSheetKey", UNSET)

        _motifs = d.pop("motifs", UNSET)
        motifs: list[PutBrandKitBodyMotifsItem] | Unset = UNSET
        if _motifs is not UNSET:
            motifs = []
            for motifs_item_data in _motifs:
                motifs_item = PutBrandKitBodyMotifsItem.from_dict(motifs_item_data)

                motifs.append(motifs_item)

        style_rubric = d.pop("styleRubric", UNSET)

        _inspiration = d.pop("inspiration", UNSET)
        inspiration: PutBrandKitBodyInspiration | Unset
        if isinstance(_inspiration, Unset):
            inspiration = UNSET
        else:
            inspiration = PutBrandKitBodyInspiration.from_dict(_inspiration)

        put_brand_kit_body = cls(
            name=name,
            colors=colors,
            heading_font=heading_font,
            body_font=body_font,
            kit_id=kit_id,
            tagline=tagline,
            secondary_tagline=secondary_tagline,
            extra_colors=extra_colors,
            caption_profile=caption_profile,
            motion=motion,
            logo=logo,
            intro=intro,
            outro=outro,
            watermark=watermark,
            audio=audio,
            spacing=spacing,
            sizing=sizing,
            density=density,
            description=description,
            voice_guidelines=voice_guidelines,
            sync_captions=sync_captions,
            exemplar_keys=exemplar_keys,
            contact_sheet_key=contact_sheet_key,
            motifs=motifs,
            style_rubric=style_rubric,
            inspiration=inspiration,
        )

        return put_brand_kit_body
