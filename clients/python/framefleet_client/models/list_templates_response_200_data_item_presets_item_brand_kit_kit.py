from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_audio import (
        ListTemplatesResponse200DataItemPresetsItemBrandKitKitAudio,
    )
    from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_body_font import (
        ListTemplatesResponse200DataItemPresetsItemBrandKitKitBodyFont,
    )
    from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_caption_profile import (
        ListTemplatesResponse200DataItemPresetsItemBrandKitKitCaptionProfile,
    )
    from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_colors import (
        ListTemplatesResponse200DataItemPresetsItemBrandKitKitColors,
    )
    from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_density import (
        ListTemplatesResponse200DataItemPresetsItemBrandKitKitDensity,
    )
    from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_extra_colors_item import (
        ListTemplatesResponse200DataItemPresetsItemBrandKitKitExtraColorsItem,
    )
    from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_heading_font import (
        ListTemplatesResponse200DataItemPresetsItemBrandKitKitHeadingFont,
    )
    from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_intro import (
        ListTemplatesResponse200DataItemPresetsItemBrandKitKitIntro,
    )
    from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_logo import (
        ListTemplatesResponse200DataItemPresetsItemBrandKitKitLogo,
    )
    from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_motion import (
        ListTemplatesResponse200DataItemPresetsItemBrandKitKitMotion,
    )
    from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_outro import (
        ListTemplatesResponse200DataItemPresetsItemBrandKitKitOutro,
    )
    from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_sizing import (
        ListTemplatesResponse200DataItemPresetsItemBrandKitKitSizing,
    )
    from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_spacing import (
        ListTemplatesResponse200DataItemPresetsItemBrandKitKitSpacing,
    )
    from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_watermark import (
        ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermark,
    )


T = TypeVar("T", bound="ListTemplatesResponse200DataItemPresetsItemBrandKitKit")


@_attrs_define
class ListTemplatesResponse200DataItemPresetsItemBrandKitKit:
    """
    Attributes:
        colors (ListTemplatesResponse200DataItemPresetsItemBrandKitKitColors):
        heading_font (ListTemplatesResponse200DataItemPresetsItemBrandKitKitHeadingFont):
        body_font (ListTemplatesResponse200DataItemPresetsItemBrandKitKitBodyFont):
        name (str | Unset):
        tagline (str | Unset):
        secondary_tagline (str | Unset):
        extra_colors (list[ListTemplatesResponse200DataItemPresetsItemBrandKitKitExtraColorsItem] | Unset):
        caption_profile (ListTemplatesResponse200DataItemPresetsItemBrandKitKitCaptionProfile | Unset):
        motion (ListTemplatesResponse200DataItemPresetsItemBrandKitKitMotion | Unset):
        logo (ListTemplatesResponse200DataItemPresetsItemBrandKitKitLogo | Unset):
        intro (ListTemplatesResponse200DataItemPresetsItemBrandKitKitIntro | Unset):
        outro (ListTemplatesResponse200DataItemPresetsItemBrandKitKitOutro | Unset):
        watermark (ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermark | Unset):
        audio (ListTemplatesResponse200DataItemPresetsItemBrandKitKitAudio | Unset):
        spacing (ListTemplatesResponse200DataItemPresetsItemBrandKitKitSpacing | Unset):
        sizing (ListTemplatesResponse200DataItemPresetsItemBrandKitKitSizing | Unset):
        density (ListTemplatesResponse200DataItemPresetsItemBrandKitKitDensity | Unset):
    """

    colors: ListTemplatesResponse200DataItemPresetsItemBrandKitKitColors
    heading_font: ListTemplatesResponse200DataItemPresetsItemBrandKitKitHeadingFont
    body_font: ListTemplatesResponse200DataItemPresetsItemBrandKitKitBodyFont
    name: str | Unset = UNSET
    tagline: str | Unset = UNSET
    secondary_tagline: str | Unset = UNSET
    extra_colors: (
        list[ListTemplatesResponse200DataItemPresetsItemBrandKitKitExtraColorsItem]
        | Unset
    ) = UNSET
    caption_profile: (
        ListTemplatesResponse200DataItemPresetsItemBrandKitKitCaptionProfile | Unset
    ) = UNSET
    motion: ListTemplatesResponse200DataItemPresetsItemBrandKitKitMotion | Unset = UNSET
    logo: ListTemplatesResponse200DataItemPresetsItemBrandKitKitLogo | Unset = UNSET
    intro: ListTemplatesResponse200DataItemPresetsItemBrandKitKitIntro | Unset = UNSET
    outro: ListTemplatesResponse200DataItemPresetsItemBrandKitKitOutro | Unset = UNSET
    watermark: (
        ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermark | Unset
    ) = UNSET
    audio: ListTemplatesResponse200DataItemPresetsItemBrandKitKitAudio | Unset = UNSET
    spacing: ListTemplatesResponse200DataItemPresetsItemBrandKitKitSpacing | Unset = (
        UNSET
    )
    sizing: ListTemplatesResponse200DataItemPresetsItemBrandKitKitSizing | Unset = UNSET
    density: ListTemplatesResponse200DataItemPresetsItemBrandKitKitDensity | Unset = (
        UNSET
    )

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
        from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_audio import (
            ListTemplatesResponse200DataItemPresetsItemBrandKitKitAudio,
        )
        from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_body_font import (
            ListTemplatesResponse200DataItemPresetsItemBrandKitKitBodyFont,
        )
        from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_caption_profile import (
            ListTemplatesResponse200DataItemPresetsItemBrandKitKitCaptionProfile,
        )
        from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_colors import (
            ListTemplatesResponse200DataItemPresetsItemBrandKitKitColors,
        )
        from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_density import (
            ListTemplatesResponse200DataItemPresetsItemBrandKitKitDensity,
        )
        from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_extra_colors_item import (
            ListTemplatesResponse200DataItemPresetsItemBrandKitKitExtraColorsItem,
        )
        from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_heading_font import (
            ListTemplatesResponse200DataItemPresetsItemBrandKitKitHeadingFont,
        )
        from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_intro import (
            ListTemplatesResponse200DataItemPresetsItemBrandKitKitIntro,
        )
        from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_logo import (
            ListTemplatesResponse200DataItemPresetsItemBrandKitKitLogo,
        )
        from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_motion import (
            ListTemplatesResponse200DataItemPresetsItemBrandKitKitMotion,
        )
        from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_outro import (
            ListTemplatesResponse200DataItemPresetsItemBrandKitKitOutro,
        )
        from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_sizing import (
            ListTemplatesResponse200DataItemPresetsItemBrandKitKitSizing,
        )
        from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_spacing import (
            ListTemplatesResponse200DataItemPresetsItemBrandKitKitSpacing,
        )
        from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_watermark import (
            ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermark,
        )

        d = dict(src_dict)
        colors = ListTemplatesResponse200DataItemPresetsItemBrandKitKitColors.from_dict(
            d.pop("colors")
        )

        heading_font = (
            ListTemplatesResponse200DataItemPresetsItemBrandKitKitHeadingFont.from_dict(
                d.pop("headingFont")
            )
        )

        body_font = (
            ListTemplatesResponse200DataItemPresetsItemBrandKitKitBodyFont.from_dict(
                d.pop("bodyFont")
            )
        )

        name = d.pop("name", UNSET)

        tagline = d.pop("tagline", UNSET)

        secondary_tagline = d.pop("secondaryTagline", UNSET)

        _extra_colors = d.pop("extraColors", UNSET)
        extra_colors: (
            list[ListTemplatesResponse200DataItemPresetsItemBrandKitKitExtraColorsItem]
            | Unset
        ) = UNSET
        if _extra_colors is not UNSET:
            extra_colors = []
            for extra_colors_item_data in _extra_colors:
                extra_colors_item = ListTemplatesResponse200DataItemPresetsItemBrandKitKitExtraColorsItem.from_dict(
                    extra_colors_item_data
                )

                extra_colors.append(extra_colors_item)

        _caption_profile = d.pop("captionProfile", UNSET)
        caption_profile: (
            ListTemplatesResponse200DataItemPresetsItemBrandKitKitCaptionProfile | Unset
        )
        if isinstance(_caption_profile, Unset):
            caption_profile = UNSET
        else:
            caption_profile = ListTemplatesResponse200DataItemPresetsItemBrandKitKitCaptionProfile.from_dict(
                _caption_profile
            )

        _motion = d.pop("motion", UNSET)
        motion: ListTemplatesResponse200DataItemPresetsItemBrandKitKitMotion | Unset
        if isinstance(_motion, Unset):
            motion = UNSET
        else:
            motion = (
                ListTemplatesResponse200DataItemPresetsItemBrandKitKitMotion.from_dict(
                    _motion
                )
            )

        _logo = d.pop("logo", UNSET)
        logo: ListTemplatesResponse200DataItemPresetsItemBrandKitKitLogo | Unset
        if isinstance(_logo, Unset):
            logo = UNSET
        else:
            logo = ListTemplatesResponse200DataItemPresetsItemBrandKitKitLogo.from_dict(
                _logo
            )

        _intro = d.pop("intro", UNSET)
        intro: ListTemplatesResponse200DataItemPresetsItemBrandKitKitIntro | Unset
        if isinstance(_intro, Unset):
            intro = UNSET
        else:
            intro = (
                ListTemplatesResponse200DataItemPresetsItemBrandKitKitIntro.from_dict(
                    _intro
                )
            )

        _outro = d.pop("outro", UNSET)
        outro: ListTemplatesResponse200DataItemPresetsItemBrandKitKitOutro | Unset
        if isinstance(_outro, Unset):
            outro = UNSET
        else:
            outro = (
                ListTemplatesResponse200DataItemPresetsItemBrandKitKitOutro.from_dict(
                    _outro
                )
            )

        _watermark = d.pop("watermark", UNSET)
        watermark: (
            ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermark | Unset
        )
        if isinstance(_watermark, Unset):
            watermark = UNSET
        else:
            watermark = ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermark.from_dict(
                _watermark
            )

        _audio = d.pop("audio", UNSET)
        audio: ListTemplatesResponse200DataItemPresetsItemBrandKitKitAudio | Unset
        if isinstance(_audio, Unset):
            audio = UNSET
        else:
            audio = (
                ListTemplatesResponse200DataItemPresetsItemBrandKitKitAudio.from_dict(
                    _audio
                )
            )

        _spacing = d.pop("spacing", UNSET)
        spacing: ListTemplatesResponse200DataItemPresetsItemBrandKitKitSpacing | Unset
        if isinstance(_spacing, Unset):
            spacing = UNSET
        else:
            spacing = (
                ListTemplatesResponse200DataItemPresetsItemBrandKitKitSpacing.from_dict(
                    _spacing
                )
            )

        _sizing = d.pop("sizing", UNSET)
        sizing: ListTemplatesResponse200DataItemPresetsItemBrandKitKitSizing | Unset
        if isinstance(_sizing, Unset):
            sizing = UNSET
        else:
            sizing = (
                ListTemplatesResponse200DataItemPresetsItemBrandKitKitSizing.from_dict(
                    _sizing
                )
            )

        _density = d.pop("density", UNSET)
        density: ListTemplatesResponse200DataItemPresetsItemBrandKitKitDensity | Unset
        if isinstance(_density, Unset):
            density = UNSET
        else:
            density = (
                ListTemplatesResponse200DataItemPresetsItemBrandKitKitDensity.from_dict(
                    _density
                )
            )

        list_templates_response_200_data_item_presets_item_brand_kit_kit = cls(
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

        return list_templates_response_200_data_item_presets_item_brand_kit_kit
