from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.get_template_response_200_brand_kit_type_0_kit_audio import (
        GetTemplateResponse200BrandKitType0KitAudio,
    )
    from ..models.get_template_response_200_brand_kit_type_0_kit_body_font import (
        GetTemplateResponse200BrandKitType0KitBodyFont,
    )
    from ..models.get_template_response_200_brand_kit_type_0_kit_caption_profile import (
        GetTemplateResponse200BrandKitType0KitCaptionProfile,
    )
    from ..models.get_template_response_200_brand_kit_type_0_kit_colors import (
        GetTemplateResponse200BrandKitType0KitColors,
    )
    from ..models.get_template_response_200_brand_kit_type_0_kit_density import (
        GetTemplateResponse200BrandKitType0KitDensity,
    )
    from ..models.get_template_response_200_brand_kit_type_0_kit_extra_colors_item import (
        GetTemplateResponse200BrandKitType0KitExtraColorsItem,
    )
    from ..models.get_template_response_200_brand_kit_type_0_kit_heading_font import (
        GetTemplateResponse200BrandKitType0KitHeadingFont,
    )
    from ..models.get_template_response_200_brand_kit_type_0_kit_intro import (
        GetTemplateResponse200BrandKitType0KitIntro,
    )
    from ..models.get_template_response_200_brand_kit_type_0_kit_logo import (
        GetTemplateResponse200BrandKitType0KitLogo,
    )
    from ..models.get_template_response_200_brand_kit_type_0_kit_motion import (
        GetTemplateResponse200BrandKitType0KitMotion,
    )
    from ..models.get_template_response_200_brand_kit_type_0_kit_outro import (
        GetTemplateResponse200BrandKitType0KitOutro,
    )
    from ..models.get_template_response_200_brand_kit_type_0_kit_sizing import (
        GetTemplateResponse200BrandKitType0KitSizing,
    )
    from ..models.get_template_response_200_brand_kit_type_0_kit_spacing import (
        GetTemplateResponse200BrandKitType0KitSpacing,
    )
    from ..models.get_template_response_200_brand_kit_type_0_kit_watermark import (
        GetTemplateResponse200BrandKitType0KitWatermark,
    )


T = TypeVar("T", bound="GetTemplateResponse200BrandKitType0Kit")


@_attrs_define
class GetTemplateResponse200BrandKitType0Kit:
    """
    Attributes:
        colors (GetTemplateResponse200BrandKitType0KitColors):
        heading_font (GetTemplateResponse200BrandKitType0KitHeadingFont):
        body_font (GetTemplateResponse200BrandKitType0KitBodyFont):
        name (str | Unset):
        tagline (str | Unset):
        secondary_tagline (str | Unset):
        extra_colors (list[GetTemplateResponse200BrandKitType0KitExtraColorsItem] | Unset):
        caption_profile (GetTemplateResponse200BrandKitType0KitCaptionProfile | Unset):
        motion (GetTemplateResponse200BrandKitType0KitMotion | Unset):
        logo (GetTemplateResponse200BrandKitType0KitLogo | Unset):
        intro (GetTemplateResponse200BrandKitType0KitIntro | Unset):
        outro (GetTemplateResponse200BrandKitType0KitOutro | Unset):
        watermark (GetTemplateResponse200BrandKitType0KitWatermark | Unset):
        audio (GetTemplateResponse200BrandKitType0KitAudio | Unset):
        spacing (GetTemplateResponse200BrandKitType0KitSpacing | Unset):
        sizing (GetTemplateResponse200BrandKitType0KitSizing | Unset):
        density (GetTemplateResponse200BrandKitType0KitDensity | Unset):
    """

    colors: GetTemplateResponse200BrandKitType0KitColors
    heading_font: GetTemplateResponse200BrandKitType0KitHeadingFont
    body_font: GetTemplateResponse200BrandKitType0KitBodyFont
    name: str | Unset = UNSET
    tagline: str | Unset = UNSET
    secondary_tagline: str | Unset = UNSET
    extra_colors: (
        list[GetTemplateResponse200BrandKitType0KitExtraColorsItem] | Unset
    ) = UNSET
    caption_profile: GetTemplateResponse200BrandKitType0KitCaptionProfile | Unset = (
        UNSET
    )
    motion: GetTemplateResponse200BrandKitType0KitMotion | Unset = UNSET
    logo: GetTemplateResponse200BrandKitType0KitLogo | Unset = UNSET
    intro: GetTemplateResponse200BrandKitType0KitIntro | Unset = UNSET
    outro: GetTemplateResponse200BrandKitType0KitOutro | Unset = UNSET
    watermark: GetTemplateResponse200BrandKitType0KitWatermark | Unset = UNSET
    audio: GetTemplateResponse200BrandKitType0KitAudio | Unset = UNSET
    spacing: GetTemplateResponse200BrandKitType0KitSpacing | Unset = UNSET
    sizing: GetTemplateResponse200BrandKitType0KitSizing | Unset = UNSET
    density: GetTemplateResponse200BrandKitType0KitDensity | Unset = UNSET

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
        from ..models.get_template_response_200_brand_kit_type_0_kit_audio import (
            GetTemplateResponse200BrandKitType0KitAudio,
        )
        from ..models.get_template_response_200_brand_kit_type_0_kit_body_font import (
            GetTemplateResponse200BrandKitType0KitBodyFont,
        )
        from ..models.get_template_response_200_brand_kit_type_0_kit_caption_profile import (
            GetTemplateResponse200BrandKitType0KitCaptionProfile,
        )
        from ..models.get_template_response_200_brand_kit_type_0_kit_colors import (
            GetTemplateResponse200BrandKitType0KitColors,
        )
        from ..models.get_template_response_200_brand_kit_type_0_kit_density import (
            GetTemplateResponse200BrandKitType0KitDensity,
        )
        from ..models.get_template_response_200_brand_kit_type_0_kit_extra_colors_item import (
            GetTemplateResponse200BrandKitType0KitExtraColorsItem,
        )
        from ..models.get_template_response_200_brand_kit_type_0_kit_heading_font import (
            GetTemplateResponse200BrandKitType0KitHeadingFont,
        )
        from ..models.get_template_response_200_brand_kit_type_0_kit_intro import (
            GetTemplateResponse200BrandKitType0KitIntro,
        )
        from ..models.get_template_response_200_brand_kit_type_0_kit_logo import (
            GetTemplateResponse200BrandKitType0KitLogo,
        )
        from ..models.get_template_response_200_brand_kit_type_0_kit_motion import (
            GetTemplateResponse200BrandKitType0KitMotion,
        )
        from ..models.get_template_response_200_brand_kit_type_0_kit_outro import (
            GetTemplateResponse200BrandKitType0KitOutro,
        )
        from ..models.get_template_response_200_brand_kit_type_0_kit_sizing import (
            GetTemplateResponse200BrandKitType0KitSizing,
        )
        from ..models.get_template_response_200_brand_kit_type_0_kit_spacing import (
            GetTemplateResponse200BrandKitType0KitSpacing,
        )
        from ..models.get_template_response_200_brand_kit_type_0_kit_watermark import (
            GetTemplateResponse200BrandKitType0KitWatermark,
        )

        d = dict(src_dict)
        colors = GetTemplateResponse200BrandKitType0KitColors.from_dict(d.pop("colors"))

        heading_font = GetTemplateResponse200BrandKitType0KitHeadingFont.from_dict(
            d.pop("headingFont")
        )

        body_font = GetTemplateResponse200BrandKitType0KitBodyFont.from_dict(
            d.pop("bodyFont")
        )

        name = d.pop("name", UNSET)

        tagline = d.pop("tagline", UNSET)

        secondary_tagline = d.pop("secondaryTagline", UNSET)

        _extra_colors = d.pop("extraColors", UNSET)
        extra_colors: (
            list[GetTemplateResponse200BrandKitType0KitExtraColorsItem] | Unset
        ) = UNSET
        if _extra_colors is not UNSET:
            extra_colors = []
            for extra_colors_item_data in _extra_colors:
                extra_colors_item = (
                    GetTemplateResponse200BrandKitType0KitExtraColorsItem.from_dict(
                        extra_colors_item_data
                    )
                )

                extra_colors.append(extra_colors_item)

        _caption_profile = d.pop("captionProfile", UNSET)
        caption_profile: GetTemplateResponse200BrandKitType0KitCaptionProfile | Unset
        if isinstance(_caption_profile, Unset):
            caption_profile = UNSET
        else:
            caption_profile = (
                GetTemplateResponse200BrandKitType0KitCaptionProfile.from_dict(
                    _caption_profile
                )
            )

        _motion = d.pop("motion", UNSET)
        motion: GetTemplateResponse200BrandKitType0KitMotion | Unset
        if isinstance(_motion, Unset):
            motion = UNSET
        else:
            motion = GetTemplateResponse200BrandKitType0KitMotion.from_dict(_motion)

        _logo = d.pop("logo", UNSET)
        logo: GetTemplateResponse200BrandKitType0KitLogo | Unset
        if isinstance(_logo, Unset):
            logo = UNSET
        else:
            logo = GetTemplateResponse200BrandKitType0KitLogo.from_dict(_logo)

        _intro = d.pop("intro", UNSET)
        intro: GetTemplateResponse200BrandKitType0KitIntro | Unset
        if isinstance(_intro, Unset):
            intro = UNSET
        else:
            intro = GetTemplateResponse200BrandKitType0KitIntro.from_dict(_intro)

        _outro = d.pop("outro", UNSET)
        outro: GetTemplateResponse200BrandKitType0KitOutro | Unset
        if isinstance(_outro, Unset):
            outro = UNSET
        else:
            outro = GetTemplateResponse200BrandKitType0KitOutro.from_dict(_outro)

        _watermark = d.pop("watermark", UNSET)
        watermark: GetTemplateResponse200BrandKitType0KitWatermark | Unset
        if isinstance(_watermark, Unset):
            watermark = UNSET
        else:
            watermark = GetTemplateResponse200BrandKitType0KitWatermark.from_dict(
                _watermark
            )

        _audio = d.pop("audio", UNSET)
        audio: GetTemplateResponse200BrandKitType0KitAudio | Unset
        if isinstance(_audio, Unset):
            audio = UNSET
        else:
            audio = GetTemplateResponse200BrandKitType0KitAudio.from_dict(_audio)

        _spacing = d.pop("spacing", UNSET)
        spacing: GetTemplateResponse200BrandKitType0KitSpacing | Unset
        if isinstance(_spacing, Unset):
            spacing = UNSET
        else:
            spacing = GetTemplateResponse200BrandKitType0KitSpacing.from_dict(_spacing)

        _sizing = d.pop("sizing", UNSET)
        sizing: GetTemplateResponse200BrandKitType0KitSizing | Unset
        if isinstance(_sizing, Unset):
            sizing = UNSET
        else:
            sizing = GetTemplateResponse200BrandKitType0KitSizing.from_dict(_sizing)

        _density = d.pop("density", UNSET)
        density: GetTemplateResponse200BrandKitType0KitDensity | Unset
        if isinstance(_density, Unset):
            density = UNSET
        else:
            density = GetTemplateResponse200BrandKitType0KitDensity.from_dict(_density)

        get_template_response_200_brand_kit_type_0_kit = cls(
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

        return get_template_response_200_brand_kit_type_0_kit
