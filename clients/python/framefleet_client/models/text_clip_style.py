from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.text_clip_style_align_type_0 import TextClipStyleAlignType0
from ..models.text_clip_style_align_type_1 import TextClipStyleAlignType1
from ..models.text_clip_style_align_type_2 import TextClipStyleAlignType2
from ..models.text_clip_style_font_style_type_0 import TextClipStyleFontStyleType0
from ..models.text_clip_style_font_style_type_1 import TextClipStyleFontStyleType1
from ..models.text_clip_style_text_transform_type_0 import (
    TextClipStyleTextTransformType0,
)
from ..models.text_clip_style_text_transform_type_1 import (
    TextClipStyleTextTransformType1,
)
from ..models.text_clip_style_text_transform_type_2 import (
    TextClipStyleTextTransformType2,
)
from ..models.text_clip_style_vertical_align_type_0 import (
    TextClipStyleVerticalAlignType0,
)
from ..models.text_clip_style_vertical_align_type_1 import (
    TextClipStyleVerticalAlignType1,
)
from ..models.text_clip_style_vertical_align_type_2 import (
    TextClipStyleVerticalAlignType2,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.text_clip_style_background import TextClipStyleBackground
    from ..models.text_clip_style_shadow import TextClipStyleShadow
    from ..models.text_clip_style_stroke import TextClipStyleStroke


T = TypeVar("T", bound="TextClipStyle")


@_attrs_define
class TextClipStyle:
    """
    Attributes:
        font_family (str | Unset): admitted family or brand:fonts.heading / brand:fonts.body
        font_weight (float | Unset):
        font_style (TextClipStyleFontStyleType0 | TextClipStyleFontStyleType1 | Unset):
        font_size (float | Unset): pixels
        color (str | Unset): CSS colour or brand token reference (brand:colors.primary)
        align (TextClipStyleAlignType0 | TextClipStyleAlignType1 | TextClipStyleAlignType2 | Unset):
        vertical_align (TextClipStyleVerticalAlignType0 | TextClipStyleVerticalAlignType1 |
            TextClipStyleVerticalAlignType2 | Unset):
        line_height (float | Unset): multiple of the font size
        letter_spacing (float | Unset): pixels
        text_transform (TextClipStyleTextTransformType0 | TextClipStyleTextTransformType1 |
            TextClipStyleTextTransformType2 | Unset):
        stroke (TextClipStyleStroke | Unset):
        shadow (TextClipStyleShadow | Unset):
        background (TextClipStyleBackground | Unset):
    """

    font_family: str | Unset = UNSET
    font_weight: float | Unset = UNSET
    font_style: TextClipStyleFontStyleType0 | TextClipStyleFontStyleType1 | Unset = (
        UNSET
    )
    font_size: float | Unset = UNSET
    color: str | Unset = UNSET
    align: (
        TextClipStyleAlignType0
        | TextClipStyleAlignType1
        | TextClipStyleAlignType2
        | Unset
    ) = UNSET
    vertical_align: (
        TextClipStyleVerticalAlignType0
        | TextClipStyleVerticalAlignType1
        | TextClipStyleVerticalAlignType2
        | Unset
    ) = UNSET
    line_height: float | Unset = UNSET
    letter_spacing: float | Unset = UNSET
    text_transform: (
        TextClipStyleTextTransformType0
        | TextClipStyleTextTransformType1
        | TextClipStyleTextTransformType2
        | Unset
    ) = UNSET
    stroke: TextClipStyleStroke | Unset = UNSET
    shadow: TextClipStyleShadow | Unset = UNSET
    background: TextClipStyleBackground | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        font_family = self.font_family

        font_weight = self.font_weight

        font_style: str | Unset
        if isinstance(self.font_style, Unset):
            font_style = UNSET
        elif isinstance(self.font_style, TextClipStyleFontStyleType0):
            font_style = self.font_style.value
        else:
            font_style = self.font_style.value

        font_size = self.font_size

        color = self.color

        align: str | Unset
        if isinstance(self.align, Unset):
            align = UNSET
        elif isinstance(self.align, TextClipStyleAlignType0) or isinstance(
            self.align, TextClipStyleAlignType1
        ):
            align = self.align.value
        else:
            align = self.align.value

        vertical_align: str | Unset
        if isinstance(self.vertical_align, Unset):
            vertical_align = UNSET
        elif isinstance(
            self.vertical_align, TextClipStyleVerticalAlignType0
        ) or isinstance(self.vertical_align, TextClipStyleVerticalAlignType1):
            vertical_align = self.vertical_align.value
        else:
            vertical_align = self.vertical_align.value

        line_height = self.line_height

        letter_spacing = self.letter_spacing

        text_transform: str | Unset
        if isinstance(self.text_transform, Unset):
            text_transform = UNSET
        elif isinstance(
            self.text_transform, TextClipStyleTextTransformType0
        ) or isinstance(self.text_transform, TextClipStyleTextTransformType1):
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
        from ..models.text_clip_style_background import TextClipStyleBackground
        from ..models.text_clip_style_shadow import TextClipStyleShadow
        from ..models.text_clip_style_stroke import TextClipStyleStroke

        d = dict(src_dict)
        font_family = d.pop("fontFamily", UNSET)

        font_weight = d.pop("fontWeight", UNSET)

        def _parse_font_style(
            data: object,
        ) -> TextClipStyleFontStyleType0 | TextClipStyleFontStyleType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                font_style_type_0 = TextClipStyleFontStyleType0(data)

                return font_style_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            font_style_type_1 = TextClipStyleFontStyleType1(data)

            return font_style_type_1

        font_style = _parse_font_style(d.pop("fontStyle", UNSET))

        font_size = d.pop("fontSize", UNSET)

        color = d.pop("color", UNSET)

        def _parse_align(
            data: object,
        ) -> (
            TextClipStyleAlignType0
            | TextClipStyleAlignType1
            | TextClipStyleAlignType2
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                align_type_0 = TextClipStyleAlignType0(data)

                return align_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                align_type_1 = TextClipStyleAlignType1(data)

                return align_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            align_type_2 = TextClipStyleAlignType2(data)

            return align_type_2

        align = _parse_align(d.pop("align", UNSET))

        def _parse_vertical_align(
            data: object,
        ) -> (
            TextClipStyleVerticalAlignType0
            | TextClipStyleVerticalAlignType1
            | TextClipStyleVerticalAlignType2
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                vertical_align_type_0 = TextClipStyleVerticalAlignType0(data)

                return vertical_align_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                vertical_align_type_1 = TextClipStyleVerticalAlignType1(data)

                return vertical_align_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            vertical_align_type_2 = TextClipStyleVerticalAlignType2(data)

            return vertical_align_type_2

        vertical_align = _parse_vertical_align(d.pop("verticalAlign", UNSET))

        line_height = d.pop("lineHeight", UNSET)

        letter_spacing = d.pop("letterSpacing", UNSET)

        def _parse_text_transform(
            data: object,
        ) -> (
            TextClipStyleTextTransformType0
            | TextClipStyleTextTransformType1
            | TextClipStyleTextTransformType2
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                text_transform_type_0 = TextClipStyleTextTransformType0(data)

                return text_transform_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                text_transform_type_1 = TextClipStyleTextTransformType1(data)

                return text_transform_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            text_transform_type_2 = TextClipStyleTextTransformType2(data)

            return text_transform_type_2

        text_transform = _parse_text_transform(d.pop("textTransform", UNSET))

        _stroke = d.pop("stroke", UNSET)
        stroke: TextClipStyleStroke | Unset
        if isinstance(_stroke, Unset):
            stroke = UNSET
        else:
            stroke = TextClipStyleStroke.from_dict(_stroke)

        _shadow = d.pop("shadow", UNSET)
        shadow: TextClipStyleShadow | Unset
        if isinstance(_shadow, Unset):
            shadow = UNSET
        else:
            shadow = TextClipStyleShadow.from_dict(_shadow)

        _background = d.pop("background", UNSET)
        background: TextClipStyleBackground | Unset
        if isinstance(_background, Unset):
            background = UNSET
        else:
            background = TextClipStyleBackground.from_dict(_background)

        text_clip_style = cls(
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

        return text_clip_style
