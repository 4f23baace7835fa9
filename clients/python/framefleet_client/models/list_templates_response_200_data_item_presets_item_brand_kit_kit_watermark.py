from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_watermark_placement_type_0 import (
    ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermarkPlacementType0,
)
from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_watermark_placement_type_1 import (
    ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermarkPlacementType1,
)
from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_watermark_placement_type_2 import (
    ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermarkPlacementType2,
)
from ..models.list_templates_response_200_data_item_presets_item_brand_kit_kit_watermark_placement_type_3 import (
    ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermarkPlacementType3,
)
from ..types import UNSET, Unset

T = TypeVar(
    "T", bound="ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermark"
)


@_attrs_define
class ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermark:
    """
    Attributes:
        src (str): media: a path relative to the composition, file:// URL, or media:<id> resolved by the service
        opacity (float | Unset):
        placement (ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermarkPlacementType0 |
            ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermarkPlacementType1 |
            ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermarkPlacementType2 |
            ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermarkPlacementType3 | Unset):
    """

    src: str
    opacity: float | Unset = UNSET
    placement: (
        ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermarkPlacementType0
        | ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermarkPlacementType1
        | ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermarkPlacementType2
        | ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermarkPlacementType3
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
                ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermarkPlacementType0,
            )
            or isinstance(
                self.placement,
                ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermarkPlacementType1,
            )
            or isinstance(
                self.placement,
                ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermarkPlacementType2,
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
            ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermarkPlacementType0
            | ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermarkPlacementType1
            | ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermarkPlacementType2
            | ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermarkPlacementType3
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                placement_type_0 = ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermarkPlacementType0(
                    data
                )

                return placement_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                placement_type_1 = ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermarkPlacementType1(
                    data
                )

                return placement_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                placement_type_2 = ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermarkPlacementType2(
                    data
                )

                return placement_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            placement_type_3 = ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermarkPlacementType3(
                data
            )

            return placement_type_3

        placement = _parse_placement(d.pop("placement", UNSET))

        list_templates_response_200_data_item_presets_item_brand_kit_kit_watermark = (
            cls(
                src=src,
                opacity=opacity,
                placement=placement,
            )
        )

        return (
            list_templates_response_200_data_item_presets_item_brand_kit_kit_watermark
        )
