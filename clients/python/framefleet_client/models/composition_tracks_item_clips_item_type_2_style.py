from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.composition_tracks_item_clips_item_type_2_style_align_type_0 import (
    CompositionTracksItemClipsItemType2StyleAlignType0,
)
from ..models.composition_tracks_item_clips_item_type_2_style_align_type_1 import (
    CompositionTracksItemClipsItemType2StyleAlignType1,
)
from ..models.composition_tracks_item_clips_item_type_2_style_align_type_2 import (
    CompositionTracksItemClipsItemType2StyleAlignType2,
)
from ..models.composition_tracks_item_clips_item_type_2_style_font_style_type_0 import (
    CompositionTracksItemClipsItemType2StyleFontStyleType0,
)
from ..models.composition_tracks_item_clips_item_type_2_style_font_style_type_1 import (
    CompositionTracksItemClipsItemType2StyleFontStyleType1,
)
from ..models.composition_tracks_item_clips_item_type_2_style_text_transform_type_0 import (
    CompositionTracksItemClipsItemType2StyleTextTransformType0,
)
from ..models.composition_tracks_item_clips_item_type_2_style_text_transform_type_1 import (
    CompositionTracksItemClipsItemType2StyleTextTransformType1,
)
from ..models.composition_tracks_item_clips_item_type_2_style_text_transform_type_2 import (
    CompositionTracksItemClipsItemType2StyleTextTransformType2,
)
from ..models.composition_tracks_item_clips_item_type_2_style_vertical_align_type_0 import (
    CompositionTracksItemClipsItemType2StyleVerticalAlignType0,
)
from ..models.composition_tracks_item_clips_item_type_2_style_vertical_align_type_1 import (
    CompositionTracksItemClipsItemType2StyleVerticalAlignType1,
)
from ..models.composition_tracks_item_clips_item_type_2_style_vertical_align_type_2 import (
    CompositionTracksItemClipsItemType2StyleVerticalAlignType2,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.composition_tracks_item_clips_item_type_2_style_background import (
        CompositionTracksItemClipsItemType2StyleBackground,
    )
    from ..models.composition_tracks_item_clips_item_type_2_style_shadow import (
        CompositionTracksItemClipsItemType2StyleShadow,
    )
    from ..models.composition_tracks_item_clips_item_type_2_style_stroke import (
        CompositionTracksItemClipsItemType2StyleStroke,
    )


T = TypeVar("T", bound="CompositionTracksItemClipsItemType2Style")


@_attrs_define
class CompositionTracksItemClipsItemType2Style:
    """
    Attributes:
        font_family (str | Unset): admitted family or brand:fonts.heading / brand:fonts.body
        font_weight (float | Unset):
        font_style (CompositionTracksItemClipsItemType2StyleFontStyleType0 |
            CompositionTracksItemClipsItemType2StyleFontStyleType1 | Unset):
        font_size (float | Unset): pixels
        color (str | Unset): CSS colour or brand token reference (brand:colors.primary)
        align (CompositionTracksItemClipsItemType2StyleAlignType0 | CompositionTracksItemClipsItemType2StyleAlignType1 |
            CompositionTracksItemClipsItemType2StyleAlignType2 | Unset):
        vertical_align (CompositionTracksItemClipsItemType2StyleVerticalAlignType0 |
            CompositionTracksItemClipsItemType2StyleVerticalAlignType1 |
            CompositionTracksItemClipsItemType2StyleVerticalAlignType2 | Unset):
        line_height (float | Unset): multiple of the font size
        letter_spacing (float | Unset): pixels
        text_transform (CompositionTracksItemClipsItemType2StyleTextTransformType0 |
            CompositionTracksItemClipsItemType2StyleTextTransformType1 |
            CompositionTracksItemClipsItemType2StyleTextTransformType2 | Unset):
        stroke (CompositionTracksItemClipsItemType2StyleStroke | Unset):
        shadow (CompositionTracksItemClipsItemType2StyleShadow | Unset):
        background (CompositionTracksItemClipsItemType2StyleBackground | Unset):
    """

    font_family: str | Unset = UNSET
    font_weight: float | Unset = UNSET
    font_style: (
        CompositionTracksItemClipsItemType2StyleFontStyleType0
        | CompositionTracksItemClipsItemType2StyleFontStyleType1
        | Unset
    ) = UNSET
    font_size: float | Unset = UNSET
    color: str | Unset = UNSET
    align: (
        CompositionTracksItemClipsItemType2StyleAlignType0
        | CompositionTracksItemClipsItemType2StyleAlignType1
        | CompositionTracksItemClipsItemType2StyleAlignType2
        | Unset
    ) = UNSET
    vertical_align: (
        CompositionTracksItemClipsItemType2StyleVerticalAlignType0
        | CompositionTracksItemClipsItemType2StyleVerticalAlignType1
        | CompositionTracksItemClipsItemType2StyleVerticalAlignType2
        | Unset
    ) = UNSET
    line_height: float | Unset = UNSET
    letter_spacing: float | Unset = UNSET
    text_transform: (
        CompositionTracksItemClipsItemType2StyleTextTransformType0
        | CompositionTracksItemClipsItemType2StyleTextTransformType1
        | CompositionTracksItemClipsItemType2StyleTextTransformType2
        | Unset
    ) = UNSET
    stroke: CompositionTracksItemClipsItemType2StyleStroke | Unset = UNSET
    shadow: CompositionTracksItemClipsItemType2StyleShadow | Unset = UNSET
    background: CompositionTracksItemClipsItemType2StyleBackground | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        font_family = self.font_family

        font_weight = self.font_weight

        font_style: str | Unset
        if isinstance(self.font_style, Unset):
            font_style = UNSET
        elif isinstance(
            self.font_style, CompositionTracksItemClipsItemType2StyleFontStyleType0
        ):
            font_style = self.font_style.value
        else:
            font_style = self.font_style.value

        font_size = self.font_size

        color = self.color

        align: str | Unset
        if isinstance(self.align, Unset):
            align = UNSET
        elif isinstance(
            self.align, CompositionTracksItemClipsItemType2StyleAlignType0
        ) or isinstance(self.align, CompositionTracksItemClipsItemType2StyleAlignType1):
            align = self.align.value
        else:
            align = self.align.value

        vertical_align: str | Unset
        if isinstance(self.vertical_align, Unset):
            vertical_align = UNSET
        elif isinstance(
            self.vertical_align,
            CompositionTracksItemClipsItemType2StyleVerticalAlignType0,
        ) or isinstance(
            self.vertical_align,
            CompositionTracksItemClipsItemType2StyleVerticalAlignType1,
        ):
            vertical_align = self.vertical_align.value
        else:
            vertical_align = self.vertical_align.value

        line_height = self.line_height

        letter_spacing = self.letter_spacing

        text_transform: str | Unset
        if isinstance(self.text_transform, Unset):
            text_transform = UNSET
        elif isinstance(
            self.text_transform,
            CompositionTracksItemClipsItemType2StyleTextTransformType0,
        ) or isinstance(
            self.text_transform,
            CompositionTracksItemClipsItemType2StyleTextTransformType1,
        ):
            text_transform = self.text_transform.value
        else:
            text_transform = self.text_transform.value

        stroke: dict[str, Any] | Unset = UNSET
        if not isinstance(self.stroke, Unset):
            stroke = self.stroke.to_dict()

        shadow: dict[str, Any] | Unset = UNSET
        if not isinstance(self.shadow, Unset):
            shadow = self.shadow.to_dict()

        background: dict[str, Any] | Unset = UNSET
        if not isinstance(self.background, Unset):
            background = self.background.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if font_family is not UNSET:
            field_dict["fontFamily"] = font_family
        if font_weight is not UNSET:
            field_dict["fontWeight"] = font_weight
        if font_style is not UNSET:
            field_dict["fontStyle"] = font_style
        if font_size is not UNSET:
            field_dict["fontSize"] = font_size
        if color is not UNSET:
            field_dict["color"] = color
        if align is not UNSET:
            field_dict["align"] = align
        if vertical_align is not UNSET:
            field_dict["verticalAlign"] = vertical_align
        if line_height is not UNSET:
            field_dict["lineHeight"] = line_height
        if letter_spacing is not UNSET:
            field_dict["letterSpacing"] = letter_spacing
        if text_transform is not UNSET:
            field_dict["textTransform"] = text_transform
        if stroke is not UNSET:
            field_dict["stroke"] = stroke
        if shadow is not UNSET:
            field_dict["shadow"] = shadow
        if background is not UNSET:
            field_dict["background"] = background

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.composition_tracks_item_clips_item_type_2_style_background import (
            CompositionTracksItemClipsItemType2StyleBackground,
        )
        from ..models.composition_tracks_item_clips_item_type_2_style_shadow import (
            CompositionTracksItemClipsItemType2StyleShadow,
        )
        from ..models.composition_tracks_item_clips_item_type_2_style_stroke import (
            CompositionTracksItemClipsItemType2StyleStroke,
        )

        d = dict(src_dict)
        font_family = d.pop("fontFamily", UNSET)

        font_weight = d.pop("fontWeight", UNSET)

        def _parse_font_style(
            data: object,
        ) -> (
            CompositionTracksItemClipsItemType2StyleFontStyleType0
            | CompositionTracksItemClipsItemType2StyleFontStyleType1
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                font_style_type_0 = (
                    CompositionTracksItemClipsItemType2StyleFontStyleType0(data)
                )

                return font_style_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            font_style_type_1 = CompositionTracksItemClipsItemType2StyleFontStyleType1(
                data
            )

            return font_style_type_1

        font_style = _parse_font_style(d.pop("fontStyle", UNSET))

        font_size = d.pop("fontSize", UNSET)

        color = d.pop("color", UNSET)

        def _parse_align(
            data: object,
        ) -> (
            CompositionTracksItemClipsItemType2StyleAlignType0
            | CompositionTracksItemClipsItemType2StyleAlignType1
            | CompositionTracksItemClipsItemType2StyleAlignType2
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                align_type_0 = CompositionTracksItemClipsItemType2StyleAlignType0(data)

                return align_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                align_type_1 = CompositionTracksItemClipsItemType2StyleAlignType1(data)

                return align_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            align_type_2 = CompositionTracksItemClipsItemType2StyleAlignType2(data)

            return align_type_2

        align = _parse_align(d.pop("align", UNSET))

        def _parse_vertical_align(
            data: object,
        ) -> (
            CompositionTracksItemClipsItemType2StyleVerticalAlignType0
            | CompositionTracksItemClipsItemType2StyleVerticalAlignType1
            | CompositionTracksItemClipsItemType2StyleVerticalAlignType2
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                vertical_align_type_0 = (
                    CompositionTracksItemClipsItemType2StyleVerticalAlignType0(data)
                )

                return vertical_align_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                vertical_align_type_1 = (
                    CompositionTracksItemClipsItemType2StyleVerticalAlignType1(data)
                )

                return vertical_align_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            vertical_align_type_2 = (
                CompositionTracksItemClipsItemType2StyleVerticalAlignType2(data)
            )

            return vertical_align_type_2

        vertical_align = _parse_vertical_align(d.pop("verticalAlign", UNSET))

        line_height = d.pop("lineHeight", UNSET)

        letter_spacing = d.pop("letterSpacing", UNSET)

        def _parse_text_transform(
            data: object,
        ) -> (
            CompositionTracksItemClipsItemType2StyleTextTransformType0
            | CompositionTracksItemClipsItemType2StyleTextTransformType1
            | CompositionTracksItemClipsItemType2StyleTextTransformType2
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                text_transform_type_0 = (
                    CompositionTracksItemClipsItemType2StyleTextTransformType0(data)
                )

                return text_transform_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                text_transform_type_1 = (
                    CompositionTracksItemClipsItemType2StyleTextTransformType1(data)
                )

                return text_transform_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            text_transform_type_2 = (
                CompositionTracksItemClipsItemType2StyleTextTransformType2(data)
            )

            return text_transform_type_2

        text_transform = _parse_text_transform(d.pop("textTransform", UNSET))

        _stroke = d.pop("stroke", UNSET)
        stroke: CompositionTracksItemClipsItemType2StyleStroke | Unset
        if isinstance(_stroke, Unset):
            stroke = UNSET
        else:
            stroke = CompositionTracksItemClipsItemType2StyleStroke.from_dict(_stroke)

        _shadow = d.pop("shadow", UNSET)
        shadow: CompositionTracksItemClipsItemType2StyleShadow | Unset
        if isinstance(_shadow, Unset):
            shadow = UNSET
        else:
            shadow = CompositionTracksItemClipsItemType2StyleShadow.from_dict(_shadow)

        _background = d.pop("background", UNSET)
        background: CompositionTracksItemClipsItemType2StyleBackground | Unset
        if isinstance(_background, Unset):
            background = UNSET
        else:
            background = CompositionTracksItemClipsItemType2StyleBackground.from_dict(
                _background
            )

        composition_tracks_item_clips_item_type_2_style = cls(
            font_family=font_family,
            font_weight=font_weight,
            font_style=font_style,
            font_size=font_size,
            color=color,
            align=align,
            vertical_align=vertical_align,
            line_height=line_height,
            letter_spacing=letter_spacing,
            text_transform=text_transform,
            stroke=stroke,
            shadow=shadow,
            background=background,
        )

        return composition_tracks_item_clips_item_type_2_style
