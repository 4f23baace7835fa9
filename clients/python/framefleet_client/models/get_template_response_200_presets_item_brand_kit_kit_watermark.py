from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.get_template_response_200_presets_item_brand_kit_kit_watermark_placement_type_0 import (
    GetTemplateResponse200PresetsItemBrandKitKitWatermarkPlacementType0,
)
from ..models.get_template_response_200_presets_item_brand_kit_kit_watermark_placement_type_1 import (
    GetTemplateResponse200PresetsItemBrandKitKitWatermarkPlacementType1,
)
from ..models.get_template_response_200_presets_item_brand_kit_kit_watermark_placement_type_2 import (
    GetTemplateResponse200PresetsItemBrandKitKitWatermarkPlacementType2,
)
from ..models.get_template_response_200_presets_item_brand_kit_kit_watermark_placement_type_3 import (
    GetTemplateResponse200PresetsItemBrandKitKitWatermarkPlacementType3,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="GetTemplateResponse200PresetsItemBrandKitKitWatermark")


@_attrs_define
class GetTemplateResponse200PresetsItemBrandKitKitWatermark:
    """
    Attributes:
        src (str): media: a path relative to the composition, file:// URL, or media:<id> resolved by the service
        opacity (float | Unset):
        placement (GetTemplateResponse200PresetsItemBrandKitKitWatermarkPlacementType0 |
            GetTemplateResponse200PresetsItemBrandKitKitWatermarkPlacementType1 |
            GetTemplateResponse200PresetsItemBrandKitKitWatermarkPlacementType2 |
            GetTemplateResponse200PresetsItemBrandKitKitWatermarkPlacementType3 | Unset):
    """

    src: str
    opacity: float | Unset = UNSET
    placement: (
        GetTemplateResponse200PresetsItemBrandKitKitWatermarkPlacementType0
        | GetTemplateResponse200PresetsItemBrandKitKitWatermarkPlacementType1
        | GetTemplateResponse200PresetsItemBrandKitKitWatermarkPlacementType2
        | GetTemplateResponse200PresetsItemBrandKitKitWatermarkPlacementType3
        | Unset
    ) = UNSET

    def to_dict(self) -> dict[str, Any]:
        src = self.src

        opacity = self.opacity

        placement: str | Unset
        if isinstance(self.placement, Unset):
            placement = UNSET
        elif (
            isinstance(
                self.placement,
                GetTemplateResponse200PresetsItemBrandKitKitWatermarkPlacementType0,
            )
            or isinstance(
                self.placement,
                GetTemplateResponse200PresetsItemBrandKitKitWatermarkPlacementType1,
            )
            or isinstance(
                self.placement,
                GetTemplateResponse200PresetsItemBrandKitKitWatermarkPlacementType2,
            )
        ):
            placement = self.placement.value
        else:
            placement = self.placement.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "src": src,
            }
        )
        if opacity is not UNSET:
            field_dict["opacity"] = opacity
        if placement is not UNSET:
            field_dict["placement"] = placement

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        src = d.pop("src")

        opacity = d.pop("opacity", UNSET)

        def _parse_placement(
            data: object,
        ) -> (
            GetTemplateResponse200PresetsItemBrandKitKitWatermarkPlacementType0
            | GetTemplateResponse200PresetsItemBrandKitKitWatermarkPlacementType1
            | GetTemplateResponse200PresetsItemBrandKitKitWatermarkPlacementType2
            | GetTemplateResponse200PresetsItemBrandKitKitWatermarkPlacementType3
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                placement_type_0 = (
                    GetTemplateResponse200PresetsItemBrandKitKitWatermarkPlacementType0(
                        data
                    )
                )

                return placement_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                placement_type_1 = (
                    GetTemplateResponse200PresetsItemBrandKitKitWatermarkPlacementType1(
                        data
                    )
                )

                return placement_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                placement_type_2 = (
                    GetTemplateResponse200PresetsItemBrandKitKitWatermarkPlacementType2(
                        data
                    )
                )

                return placement_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            placement_type_3 = (
                GetTemplateResponse200PresetsItemBrandKitKitWatermarkPlacementType3(
                    data
                )
            )

            return placement_type_3

        placement = _parse_placement(d.pop("placement", UNSET))

        get_template_response_200_presets_item_brand_kit_kit_watermark = cls(
            src=src,
            opacity=opacity,
            placement=placement,
        )

        return get_template_response_200_presets_item_brand_kit_kit_watermark
