from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.caption_profile_emphasis_font_style_type_0 import (
    CaptionProfileEmphasisFontStyleType0,
)
from ..models.caption_profile_emphasis_font_style_type_1 import (
    CaptionProfileEmphasisFontStyleType1,
)
from ..models.caption_profile_emphasis_text_transform_type_0 import (
    CaptionProfileEmphasisTextTransformType0,
)
from ..models.caption_profile_emphasis_text_transform_type_1 import (
    CaptionProfileEmphasisTextTransformType1,
)
from ..models.caption_profile_entrance_type_0 import CaptionProfileEntranceType0
from ..models.caption_profile_entrance_type_1 import CaptionProfileEntranceType1
from ..models.caption_profile_entrance_type_2 import CaptionProfileEntranceType2
from ..models.caption_profile_entrance_type_3 import CaptionProfileEntranceType3
from ..models.caption_profile_plate_type_0 import CaptionProfilePlateType0
from ..models.caption_profile_plate_type_1 import CaptionProfilePlateType1
from ..models.caption_profile_plate_type_2 import CaptionProfilePlateType2
from ..models.caption_profile_position_type_0 import CaptionProfilePositionType0
from ..models.caption_profile_position_type_1 import CaptionProfilePositionType1
from ..models.caption_profile_position_type_2 import CaptionProfilePositionType2
from ..models.caption_profile_text_transform_type_0 import (
    CaptionProfileTextTransformType0,
)
from ..models.caption_profile_text_transform_type_1 import (
    CaptionProfileTextTransformType1,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="CaptionProfile")


@_attrs_define
class CaptionProfile:
    """
    Attributes:
        font_family (str | Unset):
        font_size (float | Unset):
        font_weight (float | Unset):
        color (str | Unset): CSS colour or brand token reference (brand:colors.primary)
        highlight_color (str | Unset): CSS colour or brand token reference (brand:colors.primary)
        background_color (str | Unset): CSS colour or brand token reference (brand:colors.primary)
        plate (CaptionProfilePlateType0 | CaptionProfilePlateType1 | CaptionProfilePlateType2 | Unset):
        position (CaptionProfilePositionType0 | CaptionProfilePositionType1 | CaptionProfilePositionType2 | Unset):
        text_transform (CaptionProfileTextTransformType0 | CaptionProfileTextTransformType1 | Unset):
        entrance (CaptionProfileEntranceType0 | CaptionProfileEntranceType1 | CaptionProfileEntranceType2 |
            CaptionProfileEntranceType3 | Unset):
        entrance_ms (float | Unset):
        entrance_stagger_ms (float | Unset):
        exit_ms (float | Unset):
        emphasis_color (str | Unset): CSS colour or brand token reference (brand:colors.primary)
        emphasis_scale (float | Unset):
        emphasis_font_family (str | Unset):
        emphasis_font_weight (float | Unset):
        emphasis_font_style (CaptionProfileEmphasisFontStyleType0 | CaptionProfileEmphasisFontStyleType1 | Unset):
        emphasis_text_transform (CaptionProfileEmphasisTextTransformType0 | CaptionProfileEmphasisTextTransformType1 |
            Unset):
        emphasis_letter_spacing (float | Unset):
        emphasis_plate (bool | Unset):
        emphasis_plate_color (str | Unset): CSS colour or brand token reference (brand:colors.primary)
        emphasis_plate_text_color (str | Unset): CSS colour or brand token reference (brand:colors.primary)
    """

    font_family: str | Unset = UNSET
    font_size: float | Unset = UNSET
    font_weight: float | Unset = UNSET
    color: str | Unset = UNSET
    highlight_color: str | Unset = UNSET
    background_color: str | Unset = UNSET
    plate: (
        CaptionProfilePlateType0
        | CaptionProfilePlateType1
        | CaptionProfilePlateType2
        | Unset
    ) = UNSET
    position: (
        CaptionProfilePositionType0
        | CaptionProfilePositionType1
        | CaptionProfilePositionType2
        | Unset
    ) = UNSET
    text_transform: (
        CaptionProfileTextTransformType0 | CaptionProfileTextTransformType1 | Unset
    ) = UNSET
    entrance: (
        CaptionProfileEntranceType0
        | CaptionProfileEntranceType1
        | CaptionProfileEntranceType2
        | CaptionProfileEntranceType3
        | Unset
    ) = UNSET
    entrance_ms: float | Unset = UNSET
    entrance_stagger_ms: float | Unset = UNSET
    exit_ms: float | Unset = UNSET
    emphasis_color: str | Unset = UNSET
    emphasis_scale: float | Unset = UNSET
    emphasis_font_family: str | Unset = UNSET
    emphasis_font_weight: float | Unset = UNSET
    emphasis_font_style: (
        CaptionProfileEmphasisFontStyleType0
        | CaptionProfileEmphasisFontStyleType1
        | Unset
    ) = UNSET
    emphasis_text_transform: (
        CaptionProfileEmphasisTextTransformType0
        | CaptionProfileEmphasisTextTransformType1
        | Unset
    ) = UNSET
    emphasis_letter_spacing: float | Unset = UNSET
    emphasis_plate: bool | Unset = UNSET
    emphasis_plate_color: str | Unset = UNSET
    emphasis_plate_text_color: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        font_family = self.font_family

        font_size = self.font_size

        font_weight = self.font_weight

        color = self.color

        highlight_color = self.highlight_color

        background_color = self.background_color

        plate: str | Unset
        if isinstance(self.plate, Unset):
            plate = UNSET
        elif isinstance(self.plate, CaptionProfilePlateType0) or isinstance(
            self.plate, CaptionProfilePlateType1
        ):
            plate = self.plate.value
        else:
            plate = self.plate.value

        position: str | Unset
        if isinstance(self.position, Unset):
            position = UNSET
        elif isinstance(self.position, CaptionProfilePositionType0) or isinstance(
            self.position, CaptionProfilePositionType1
        ):
            position = self.position.value
        else:
            position = self.position.value

        text_transform: str | Unset
        if isinstance(self.text_transform, Unset):
            text_transform = UNSET
        elif isinstance(self.text_transform, CaptionProfileTextTransformType0):
            text_transform = self.text_transform.value
        else:
            text_transform = self.text_transform.value

        entrance: str | Unset
        if isinstance(self.entrance, Unset):
            entrance = UNSET
        elif (
            isinstance(self.entrance, CaptionProfileEntranceType0)
            or isinstance(self.entrance, CaptionProfileEntranceType1)
            or isinstance(self.entrance, CaptionProfileEntranceType2)
        ):
            entrance = self.entrance.value
        else:
            entrance = self.entrance.value

        entrance_ms = self.entrance_ms

        entrance_stagger_ms = self.entrance_stagger_ms

        exit_ms = self.exit_ms

        emphasis_color = self.emphasis_color

        emphasis_scale = self.emphasis_scale

        emphasis_font_family = self.emphasis_font_family

        emphasis_font_weight = self.emphasis_font_weight

        emphasis_font_style: str | Unset
        if isinstance(self.emphasis_font_style, Unset):
            emphasis_font_style = UNSET
        elif isinstance(self.emphasis_font_style, CaptionProfileEmphasisFontStyleType0):
            emphasis_font_style = self.emphasis_font_style.value
        else:
            emphasis_font_style = self.emphasis_font_style.value

        emphasis_text_transform: str | Unset
        if isinstance(self.emphasis_text_transform, Unset):
            emphasis_text_transform = UNSET
        elif isinstance(
            self.emphasis_text_transform, CaptionProfileEmphasisTextTransformType0
        ):
            emphasis_text_transform = self.emphasis_text_transform.value
        else:
            emphasis_text_transform = self.emphasis_text_transform.value

        emphasis_letter_spacing = self.emphasis_letter_spacing

        emphasis_plate = self.emphasis_plate

        emphasis_plate_color = self.emphasis_plate_color

        emphasis_plate_text_color = self.emphasis_plate_text_color

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if font_family is not UNSET:
            field_dict["fontFamily"] = font_family
        if font_size is not UNSET:
            field_dict["fontSize"] = font_size
        if font_weight is not UNSET:
            field_dict["fontWeight"] = font_weight
        if color is not UNSET:
            field_dict["color"] = color
        if highlight_color is not UNSET:
            field_dict["highlightColor"] = highlight_color
        if background_color is not UNSET:
            field_dict["backgroundColor"] = background_color
        if plate is not UNSET:
            field_dict["plate"] = plate
        if position is not UNSET:
            field_dict["position"] = position
        if text_transform is not UNSET:
            field_dict["textTransform"] = text_transform
        if entrance is not UNSET:
            field_dict["entrance"] = entrance
        if entrance_ms is not UNSET:
            field_dict["entranceMs"] = entrance_ms
        if entrance_stagger_ms is not UNSET:
            field_dict["entranceStaggerMs"] = entrance_stagger_ms
        if exit_ms is not UNSET:
            field_dict["exitMs"] = exit_ms
        if emphasis_color is not UNSET:
            field_dict["emphasisColor"] = emphasis_color
        if emphasis_scale is not UNSET:
            field_dict["emphasisScale"] = emphasis_scale
        if emphasis_font_family is not UNSET:
            field_dict["emphasisFontFamily"] = emphasis_font_family
        if emphasis_font_weight is not UNSET:
            field_dict["emphasisFontWeight"] = emphasis_font_weight
        if emphasis_font_style is not UNSET:
            field_dict["emphasisFontStyle"] = emphasis_font_style
        if emphasis_text_transform is not UNSET:
            field_dict["emphasisTextTransform"] = emphasis_text_transform
        if emphasis_letter_spacing is not UNSET:
            field_dict["emphasisLetterSpacing"] = emphasis_letter_spacing
        if emphasis_plate is not UNSET:
            field_dict["emphasisPlate"] = emphasis_plate
        if emphasis_plate_color is not UNSET:
            field_dict["emphasisPlateColor"] = emphasis_plate_color
        if emphasis_plate_text_color is not UNSET:
            field_dict["emphasisPlateTextColor"] = emphasis_plate_text_color

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        font_family = d.pop("fontFamily", UNSET)

        font_size = d.pop("fontSize", UNSET)

        font_weight = d.pop("fontWeight", UNSET)

        color = d.pop("color", UNSET)

        highlight_color = d.pop("highlightColor", UNSET)

        background_color = d.pop("backgroundColor", UNSET)

        def _parse_plate(
            data: object,
        ) -> (
            CaptionProfilePlateType0
            | CaptionProfilePlateType1
            | CaptionProfilePlateType2
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                plate_type_0 = CaptionProfilePlateType0(data)

                return plate_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                plate_type_1 = CaptionProfilePlateType1(data)

                return plate_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            plate_type_2 = CaptionProfilePlateType2(data)

            return plate_type_2

        plate = _parse_plate(d.pop("plate", UNSET))

        def _parse_position(
            data: object,
        ) -> (
            CaptionProfilePositionType0
            | CaptionProfilePositionType1
            | CaptionProfilePositionType2
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                position_type_0 = CaptionProfilePositionType0(data)

                return position_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                position_type_1 = CaptionProfilePositionType1(data)

                return position_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            position_type_2 = CaptionProfilePositionType2(data)

            return position_type_2

        position = _parse_position(d.pop("position", UNSET))

        def _parse_text_transform(
            data: object,
        ) -> (
            CaptionProfileTextTransformType0 | CaptionProfileTextTransformType1 | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                text_transform_type_0 = CaptionProfileTextTransformType0(data)

                return text_transform_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            text_transform_type_1 = CaptionProfileTextTransformType1(data)

            return text_transform_type_1

        text_transform = _parse_text_transform(d.pop("textTransform", UNSET))

        def _parse_entrance(
            data: object,
        ) -> (
            CaptionProfileEntranceType0
            | CaptionProfileEntranceType1
            | CaptionProfileEntranceType2
            | CaptionProfileEntranceType3
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                entrance_type_0 = CaptionProfileEntranceType0(data)

                return entrance_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                entrance_type_1 = CaptionProfileEntranceType1(data)

                return entrance_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                entrance_type_2 = CaptionProfileEntranceType2(data)

                return entrance_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            entrance_type_3 = CaptionProfileEntranceType3(data)

            return entrance_type_3

        entrance = _parse_entrance(d.pop("entrance", UNSET))

        entrance_ms = d.pop("entranceMs", UNSET)

        entrance_stagger_ms = d.pop("entranceStaggerMs", UNSET)

        exit_ms = d.pop("exitMs", UNSET)

        emphasis_color = d.pop("emphasisColor", UNSET)

        emphasis_scale = d.pop("emphasisScale", UNSET)

        emphasis_font_family = d.pop("emphasisFontFamily", UNSET)

        emphasis_font_weight = d.pop("emphasisFontWeight", UNSET)

        def _parse_emphasis_font_style(
            data: object,
        ) -> (
            CaptionProfileEmphasisFontStyleType0
            | CaptionProfileEmphasisFontStyleType1
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                emphasis_font_style_type_0 = CaptionProfileEmphasisFontStyleType0(data)

                return emphasis_font_style_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            emphasis_font_style_type_1 = CaptionProfileEmphasisFontStyleType1(data)

            return emphasis_font_style_type_1

        emphasis_font_style = _parse_emphasis_font_style(
            d.pop("emphasisFontStyle", UNSET)
        )

        def _parse_emphasis_text_transform(
            data: object,
        ) -> (
            CaptionProfileEmphasisTextTransformType0
            | CaptionProfileEmphasisTextTransformType1
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                emphasis_text_transform_type_0 = (
                    CaptionProfileEmphasisTextTransformType0(data)
                )

                return emphasis_text_transform_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            emphasis_text_transform_type_1 = CaptionProfileEmphasisTextTransformType1(
                data
            )

            return emphasis_text_transform_type_1

        emphasis_text_transform = _parse_emphasis_text_transform(
            d.pop("emphasisTextTransform", UNSET)
        )

        emphasis_letter_spacing = d.pop("emphasisLetterSpacing", UNSET)

        emphasis_plate = d.pop("emphasisPlate", UNSET)

        emphasis_plate_color = d.pop("emphasisPlateColor", UNSET)

        emphasis_plate_text_color = d.pop("emphasisPlateTextColor", UNSET)

        caption_profile = cls(
            font_family=font_family,
            font_size=font_size,
            font_weight=font_weight,
            color=color,
            highlight_color=highlight_color,
            background_color=background_color,
            plate=plate,
            position=position,
            text_transform=text_transform,
            entrance=entrance,
            entrance_ms=entrance_ms,
            entrance_stagger_ms=entrance_stagger_ms,
            exit_ms=exit_ms,
            emphasis_color=emphasis_color,
            emphasis_scale=emphasis_scale,
            emphasis_font_family=emphasis_font_family,
            emphasis_font_weight=emphasis_font_weight,
            emphasis_font_style=emphasis_font_style,
            emphasis_text_transform=emphasis_text_transform,
            emphasis_letter_spacing=emphasis_letter_spacing,
            emphasis_plate=emphasis_plate,
            emphasis_plate_color=emphasis_plate_color,
            emphasis_plate_text_color=emphasis_plate_text_color,
        )

        return caption_profile
