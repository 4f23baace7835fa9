from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.brand_audio import BrandAudio
    from ..models.brand_kit_body_font import BrandKitBodyFont
    from ..models.brand_kit_colors import BrandKitColors
    from ..models.brand_kit_density import BrandKitDensity
    from ..models.brand_kit_extra_colors_item import BrandKitExtraColorsItem
    from ..models.brand_kit_heading_font import BrandKitHeadingFont
    from ..models.brand_kit_intro import BrandKitIntro
    from ..models.brand_kit_logo import BrandKitLogo
    from ..models.brand_kit_motion import BrandKitMotion
    from ..models.brand_kit_outro import BrandKitOutro
    from ..models.brand_kit_sizing import BrandKitSizing
    from ..models.brand_kit_spacing import BrandKitSpacing
    from ..models.brand_kit_watermark import BrandKitWatermark
    from ..models.caption_profile import CaptionProfile


T = TypeVar("T", bound="BrandKit")


@_attrs_define
class BrandKit:
    """
    Attributes:
        colors (BrandKitColors):
        heading_font (BrandKitHeadingFont):
        body_font (BrandKitBodyFont):
        name (str | Unset):
        tagline (str | Unset):
        secondary_tagline (str | Unset):
        extra_colors (list[BrandKitExtraColorsItem] | Unset):
        caption_profile (CaptionProfile | Unset):
        motion (BrandKitMotion | Unset):
        logo (BrandKitLogo | Unset):
        intro (BrandKitIntro | Unset):
        outro (BrandKitOutro | Unset):
        watermark (BrandKitWatermark | Unset):
        audio (BrandAudio | Unset):
        spacing (BrandKitSpacing | Unset):
        sizing (BrandKitSizing | Unset):
        density (BrandKitDensity | Unset):
    """

    colors: BrandKitColors
    heading_font: BrandKitHeadingFont
    body_font: BrandKitBodyFont
    name: str | Unset = UNSET
    tagline: str | Unset = UNSET
    secondary_tagline: str | Unset = UNSET
    extra_colors: list[BrandKitExtraColorsItem] | Unset = UNSET
    caption_profile: CaptionProfile | Unset = UNSET
    motion: BrandKitMotion | Unset = UNSET
    logo: BrandKitLogo | Unset = UNSET
    intro: BrandKitIntro | Unset = UNSET
    outro: BrandKitOutro | Unset = UNSET
    watermark: BrandKitWatermark | Unset = UNSET
    audio: BrandAudio | Unset = UNSET
    spacing: BrandKitSpacing | Unset = UNSET
    sizing: BrandKitSizing | Unset = UNSET
    density: BrandKitDensity | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        colors = self.colors.to_dict()

        heading_font = self.heading_font.to_dict()

        body_font = self.body_font.to_dict()

        name = self.name

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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colors": colors,
                "headingFont": heading_font,
                "bodyFont": body_font,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
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

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.brand_audio import BrandAudio
        from ..models.brand_kit_body_font import BrandKitBodyFont
        from ..models.brand_kit_colors import BrandKitColors
        from ..models.brand_kit_density import BrandKitDensity
        from ..models.brand_kit_extra_colors_item import BrandKitExtraColorsItem
        from ..models.brand_kit_heading_font import BrandKitHeadingFont
        from ..models.brand_kit_intro import BrandKitIntro
        from ..models.brand_kit_logo import BrandKitLogo
        from ..models.brand_kit_motion import BrandKitMotion
        from ..models.brand_kit_outro import BrandKitOutro
        from ..models.brand_kit_sizing import BrandKitSizing
        from ..models.brand_kit_spacing import BrandKitSpacing
        from ..models.brand_kit_watermark import BrandKitWatermark
        from ..models.caption_profile import CaptionProfile

        d = dict(src_dict)
        colors = BrandKitColors.from_dict(d.pop("colors"))

        heading_font = BrandKitHeadingFont.from_dict(d.pop("headingFont"))

        body_font = BrandKitBodyFont.from_dict(d.pop("bodyFont"))

        name = d.pop("name", UNSET)

        tagline = d.pop("tagline", UNSET)

        secondary_tagline = d.pop("secondaryTagline", UNSET)

        _extra_colors = d.pop("extraColors", UNSET)
        extra_colors: list[BrandKitExtraColorsItem] | Unset = UNSET
        if _extra_colors is not UNSET:
            extra_colors = []
            for extra_colors_item_data in _extra_colors:
                extra_colors_item = BrandKitExtraColorsItem.from_dict(
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
        motion: BrandKitMotion | Unset
        if isinstance(_motion, Unset):
            motion = UNSET
        else:
            motion = BrandKitMotion.from_dict(_motion)

        _logo = d.pop("logo", UNSET)
        logo: BrandKitLogo | Unset
        if isinstance(_logo, Unset):
            logo = UNSET
        else:
            logo = BrandKitLogo.from_dict(_logo)

        _intro = d.pop("intro", UNSET)
        intro: BrandKitIntro | Unset
        if isinstance(_intro, Unset):
            intro = UNSET
        else:
            intro = BrandKitIntro.from_dict(_intro)

        _outro = d.pop("outro", UNSET)
        outro: BrandKitOutro | Unset
        if isinstance(_outro, Unset):
            outro = UNSET
        else:
            outro = BrandKitOutro.from_dict(_outro)

        _watermark = d.pop("watermark", UNSET)
        watermark: BrandKitWatermark | Unset
        if isinstance(_watermark, Unset):
            watermark = UNSET
        else:
            watermark = BrandKitWatermark.from_dict(_watermark)

        _audio = d.pop("audio", UNSET)
        audio: BrandAudio | Unset
        if isinstance(_audio, Unset):
            audio = UNSET
        else:
            audio = BrandAudio.from_dict(_audio)

        _spacing = d.pop("spacing", UNSET)
        spacing: BrandKitSpacing | Unset
        if isinstance(_spacing, Unset):
            spacing = UNSET
        else:
            spacing = BrandKitSpacing.from_dict(_spacing)

        _sizing = d.pop("sizing", UNSET)
        sizing: BrandKitSizing | Unset
        if isinstance(_sizing, Unset):
            sizing = UNSET
        else:
            sizing = BrandKitSizing.from_dict(_sizing)

        _density = d.pop("density", UNSET)
        density: BrandKitDensity | Unset
        if isinstance(_density, Unset):
            density = UNSET
        else:
            density = BrandKitDensity.from_dict(_density)

        brand_kit = cls(
            colors=colors,
            heading_font=heading_font,
            body_font=body_font,
            name=name,
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
        )

        return brand_kit
