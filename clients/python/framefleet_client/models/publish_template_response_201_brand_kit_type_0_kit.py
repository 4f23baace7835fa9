from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.publish_template_response_201_brand_kit_type_0_kit_audio import (
        PublishTemplateResponse201BrandKitType0KitAudio,
    )
    from ..models.publish_template_response_201_brand_kit_type_0_kit_body_font import (
        PublishTemplateResponse201BrandKitType0KitBodyFont,
    )
    from ..models.publish_template_response_201_brand_kit_type_0_kit_caption_profile import (
        PublishTemplateResponse201BrandKitType0KitCaptionProfile,
    )
    from ..models.publish_template_response_201_brand_kit_type_0_kit_colors import (
        PublishTemplateResponse201BrandKitType0KitColors,
    )
    from ..models.publish_template_response_201_brand_kit_type_0_kit_density import (
        PublishTemplateResponse201BrandKitType0KitDensity,
    )
    from ..models.publish_template_response_201_brand_kit_type_0_kit_extra_colors_item import (
        PublishTemplateResponse201BrandKitType0KitExtraColorsItem,
    )
    from ..models.publish_template_response_201_brand_kit_type_0_kit_heading_font import (
        PublishTemplateResponse201BrandKitType0KitHeadingFont,
    )
    from ..models.publish_template_response_201_brand_kit_type_0_kit_intro import (
        PublishTemplateResponse201BrandKitType0KitIntro,
    )
    from ..models.publish_template_response_201_brand_kit_type_0_kit_logo import (
        PublishTemplateResponse201BrandKitType0KitLogo,
    )
    from ..models.publish_template_response_201_brand_kit_type_0_kit_motion import (
        PublishTemplateResponse201BrandKitType0KitMotion,
    )
    from ..models.publish_template_response_201_brand_kit_type_0_kit_outro import (
        PublishTemplateResponse201BrandKitType0KitOutro,
    )
    from ..models.publish_template_response_201_brand_kit_type_0_kit_sizing import (
        PublishTemplateResponse201BrandKitType0KitSizing,
    )
    from ..models.publish_template_response_201_brand_kit_type_0_kit_spacing import (
        PublishTemplateResponse201BrandKitType0KitSpacing,
    )
    from ..models.publish_template_response_201_brand_kit_type_0_kit_watermark import (
        PublishTemplateResponse201BrandKitType0KitWatermark,
    )


T = TypeVar("T", bound="PublishTemplateResponse201BrandKitType0Kit")


@_attrs_define
class PublishTemplateResponse201BrandKitType0Kit:
    """
    Attributes:
        colors (PublishTemplateResponse201BrandKitType0KitColors):
        heading_font (PublishTemplateResponse201BrandKitType0KitHeadingFont):
        body_font (PublishTemplateResponse201BrandKitType0KitBodyFont):
        name (str | Unset):
        tagline (str | Unset):
        secondary_tagline (str | Unset):
        extra_colors (list[PublishTemplateResponse201BrandKitType0KitExtraColorsItem] | Unset):
        caption_profile (PublishTemplateResponse201BrandKitType0KitCaptionProfile | Unset):
        motion (PublishTemplateResponse201BrandKitType0KitMotion | Unset):
        logo (PublishTemplateResponse201BrandKitType0KitLogo | Unset):
        intro (PublishTemplateResponse201BrandKitType0KitIntro | Unset):
        outro (PublishTemplateResponse201BrandKitType0KitOutro | Unset):
        watermark (PublishTemplateResponse201BrandKitType0KitWatermark | Unset):
        audio (PublishTemplateResponse201BrandKitType0KitAudio | Unset):
        spacing (PublishTemplateResponse201BrandKitType0KitSpacing | Unset):
        sizing (PublishTemplateResponse201BrandKitType0KitSizing | Unset):
        density (PublishTemplateResponse201BrandKitType0KitDensity | Unset):
    """

    colors: PublishTemplateResponse201BrandKitType0KitColors
    heading_font: PublishTemplateResponse201BrandKitType0KitHeadingFont
    body_font: PublishTemplateResponse201BrandKitType0KitBodyFont
    name: str | Unset = UNSET
    tagline: str | Unset = UNSET
    secondary_tagline: str | Unset = UNSET
    extra_colors: (
        list[PublishTemplateResponse201BrandKitType0KitExtraColorsItem] | Unset
    ) = UNSET
    caption_profile: (
        PublishTemplateResponse201BrandKitType0KitCaptionProfile | Unset
    ) = UNSET
    motion: PublishTemplateResponse201BrandKitType0KitMotion | Unset = UNSET
    logo: PublishTemplateResponse201BrandKitType0KitLogo | Unset = UNSET
    intro: PublishTemplateResponse201BrandKitType0KitIntro | Unset = UNSET
    outro: PublishTemplateResponse201BrandKitType0KitOutro | Unset = UNSET
    watermark: PublishTemplateResponse201BrandKitType0KitWatermark | Unset = UNSET
    audio: PublishTemplateResponse201BrandKitType0KitAudio | Unset = UNSET
    spacing: PublishTemplateResponse201BrandKitType0KitSpacing | Unset = UNSET
    sizing: PublishTemplateResponse201BrandKitType0KitSizing | Unset = UNSET
    density: PublishTemplateResponse201BrandKitType0KitDensity | Unset = UNSET

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
        from ..models.publish_template_response_201_brand_kit_type_0_kit_audio import (
            PublishTemplateResponse201BrandKitType0KitAudio,
        )
        from ..models.publish_template_response_201_brand_kit_type_0_kit_body_font import (
            PublishTemplateResponse201BrandKitType0KitBodyFont,
        )
        from ..models.publish_template_response_201_brand_kit_type_0_kit_caption_profile import (
            PublishTemplateResponse201BrandKitType0KitCaptionProfile,
        )
        from ..models.publish_template_response_201_brand_kit_type_0_kit_colors import (
            PublishTemplateResponse201BrandKitType0KitColors,
        )
        from ..models.publish_template_response_201_brand_kit_type_0_kit_density import (
            PublishTemplateResponse201BrandKitType0KitDensity,
        )
        from ..models.publish_template_response_201_brand_kit_type_0_kit_extra_colors_item import (
            PublishTemplateResponse201BrandKitType0KitExtraColorsItem,
        )
        from ..models.publish_template_response_201_brand_kit_type_0_kit_heading_font import (
            PublishTemplateResponse201BrandKitType0KitHeadingFont,
        )
        from ..models.publish_template_response_201_brand_kit_type_0_kit_intro import (
            PublishTemplateResponse201BrandKitType0KitIntro,
        )
        from ..models.publish_template_response_201_brand_kit_type_0_kit_logo import (
            PublishTemplateResponse201BrandKitType0KitLogo,
        )
        from ..models.publish_template_response_201_brand_kit_type_0_kit_motion import (
            PublishTemplateResponse201BrandKitType0KitMotion,
        )
        from ..models.publish_template_response_201_brand_kit_type_0_kit_outro import (
            PublishTemplateResponse201BrandKitType0KitOutro,
        )
        from ..models.publish_template_response_201_brand_kit_type_0_kit_sizing import (
            PublishTemplateResponse201BrandKitType0KitSizing,
        )
        from ..models.publish_template_response_201_brand_kit_type_0_kit_spacing import (
            PublishTemplateResponse201BrandKitType0KitSpacing,
        )
        from ..models.publish_template_response_201_brand_kit_type_0_kit_watermark import (
            PublishTemplateResponse201BrandKitType0KitWatermark,
        )

        d = dict(src_dict)
        colors = PublishTemplateResponse201BrandKitType0KitColors.from_dict(
            d.pop("colors")
        )

        heading_font = PublishTemplateResponse201BrandKitType0KitHeadingFont.from_dict(
            d.pop("headingFont")
        )

        body_font = PublishTemplateResponse201BrandKitType0KitBodyFont.from_dict(
            d.pop("bodyFont")
        )

        name = d.pop("name", UNSET)

        tagline = d.pop("tagline", UNSET)

        secondary_tagline = d.pop("secondaryTagline", UNSET)

        _extra_colors = d.pop("extraColors", UNSET)
        extra_colors: (
            list[PublishTemplateResponse201BrandKitType0KitExtraColorsItem] | Unset
        ) = UNSET
        if _extra_colors is not UNSET:
            extra_colors = []
            for extra_colors_item_data in _extra_colors:
                extra_colors_item = (
                    PublishTemplateResponse201BrandKitType0KitExtraColorsItem.from_dict(
                        extra_colors_item_data
                    )
                )

                extra_colors.append(extra_colors_item)

        _caption_profile = d.pop("captionProfile", UNSET)
        caption_profile: (
            PublishTemplateResponse201BrandKitType0KitCaptionProfile | Unset
        )
        if isinstance(_caption_profile, Unset):
            caption_profile = UNSET
        else:
            caption_profile = (
                PublishTemplateResponse201BrandKitType0KitCaptionProfile.from_dict(
                    _caption_profile
                )
            )

        _motion = d.pop("motion", UNSET)
        motion: PublishTemplateResponse201BrandKitType0KitMotion | Unset
        if isinstance(_motion, Unset):
            motion = UNSET
        else:
            motion = PublishTemplateResponse201BrandKitType0KitMotion.from_dict(_motion)

        _logo = d.pop("logo", UNSET)
        logo: PublishTemplateResponse201BrandKitType0KitLogo | Unset
        if isinstance(_logo, Unset):
            logo = UNSET
        else:
            logo = PublishTemplateResponse201BrandKitType0KitLogo.from_dict(_logo)

        _intro = d.pop("intro", UNSET)
        intro: PublishTemplateResponse201BrandKitType0KitIntro | Unset
        if isinstance(_intro, Unset):
            intro = UNSET
        else:
            intro = PublishTemplateResponse201BrandKitType0KitIntro.from_dict(_intro)

        _outro = d.pop("outro", UNSET)
        outro: PublishTemplateResponse201BrandKitType0KitOutro | Unset
        if isinstance(_outro, Unset):
            outro = UNSET
        else:
            outro = PublishTemplateResponse201BrandKitType0KitOutro.from_dict(_outro)

        _watermark = d.pop("watermark", UNSET)
        watermark: PublishTemplateResponse201BrandKitType0KitWatermark | Unset
        if isinstance(_watermark, Unset):
            watermark = UNSET
        else:
            watermark = PublishTemplateResponse201BrandKitType0KitWatermark.from_dict(
                _watermark
            )

        _audio = d.pop("audio", UNSET)
        audio: PublishTemplateResponse201BrandKitType0KitAudio | Unset
        if isinstance(_audio, Unset):
            audio = UNSET
        else:
            audio = PublishTemplateResponse201BrandKitType0KitAudio.from_dict(_audio)

        _spacing = d.pop("spacing", UNSET)
        spacing: PublishTemplateResponse201BrandKitType0KitSpacing | Unset
        if isinstance(_spacing, Unset):
            spacing = UNSET
        else:
            spacing = PublishTemplateResponse201BrandKitType0KitSpacing.from_dict(
                _spacing
            )

        _sizing = d.pop("sizing", UNSET)
        sizing: PublishTemplateResponse201BrandKitType0KitSizing | Unset
        if isinstance(_sizing, Unset):
            sizing = UNSET
        else:
            sizing = PublishTemplateResponse201BrandKitType0KitSizing.from_dict(_sizing)

        _density = d.pop("density", UNSET)
        density: PublishTemplateResponse201BrandKitType0KitDensity | Unset
        if isinstance(_density, Unset):
            density = UNSET
        else:
            density = PublishTemplateResponse201BrandKitType0KitDensity.from_dict(
                _density
            )

        publish_template_response_201_brand_kit_type_0_kit = cls(
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

        return publish_template_response_201_brand_kit_type_0_kit
