from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.list_templates_response_200_data_item_brand_kit_type_0_kit_watermark_placement_type_0 import (
    ListTemplatesResponse200DataItemBrandKitType0KitWatermarkPlacementType0,
)
from ..models.list_templates_response_200_data_item_brand_kit_type_0_kit_watermark_placement_type_1 import (
    ListTemplatesResponse200DataItemBrandKitType0KitWatermarkPlacementType1,
)
from ..models.list_templates_response_200_data_item_brand_kit_type_0_kit_watermark_placement_type_2 import (
    ListTemplatesResponse200DataItemBrandKitType0KitWatermarkPlacementType2,
)
from ..models.list_templates_response_200_data_item_brand_kit_type_0_kit_watermark_placement_type_3 import (
    ListTemplatesResponse200DataItemBrandKitType0KitWatermarkPlacementType3,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="ListTemplatesResponse200DataItemBrandKitType0KitWatermark")


@_attrs_define
class ListTemplatesResponse200DataItemBrandKitType0KitWatermark:
    """
    Attributes:
        src (str): media: a path relative to the composition, file:// URL, or media:<id> resolved by the service
        opacity (float | Unset):
        placement (ListTemplatesResponse200DataItemBrandKitType0KitWatermarkPlacementType0 |
            ListTemplatesResponse200DataItemBrandKitType0KitWatermarkPlacementType1 |
            ListTemplatesResponse200DataItemBrandKitType0KitWatermarkPlacementType2 |
            ListTemplatesResponse200DataItemBrandKitType0KitWatermarkPlacementType3 | Unset):
    """

    src: str
    opacity: float | Unset = UNSET
    placement: (
        ListTemplatesResponse200DataItemBrandKitType0KitWatermarkPlacementType0
        | ListTemplatesResponse200DataItemBrandKitType0KitWatermarkPlacementType1
        | ListTemplatesResponse200DataItemBrandKitType0KitWatermarkPlacementType2
        | ListTemplatesResponse200DataItemBrandKitType0KitWatermarkPlacementType3
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
                ListTemplatesResponse200DataItemBrandKitType0KitWatermarkPlacementType0,
            )
            or isinstance(
                self.placement,
                ListTemplatesResponse200DataItemBrandKitType0KitWatermarkPlacementType1,
            )
            or isinstance(
                self.placement,
                ListTemplatesResponse200DataItemBrandKitType0KitWatermarkPlacementType2,
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
            ListTemplatesResponse200DataItemBrandKitType0KitWatermarkPlacementType0
            | ListTemplatesResponse200DataItemBrandKitType0KitWatermarkPlacementType1
            | ListTemplatesResponse200DataItemBrandKitType0KitWatermarkPlacementType2
            | ListTemplatesResponse200DataItemBrandKitType0KitWatermarkPlacementType3
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                placement_type_0 = ListTemplatesResponse200DataItemBrandKitType0KitWatermarkPlacementType0(
                    data
                )

                return placement_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                placement_type_1 = ListTemplatesResponse200DataItemBrandKitType0KitWatermarkPlacementType1(
                    data
                )

                return placement_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                placement_type_2 = ListTemplatesResponse200DataItemBrandKitType0KitWatermarkPlacementType2(
                    data
                )

                return placement_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            placement_type_3 = (
                ListTemplatesResponse200DataItemBrandKitType0KitWatermarkPlacementType3(
                    data
                )
            )

            return placement_type_3

        placement = _parse_placement(d.pop("placement", UNSET))

        list_templates_response_200_data_item_brand_kit_type_0_kit_watermark = cls(
            src=src,
            opacity=opacity,
            placement=placement,
        )

        return list_templates_response_200_data_item_brand_kit_type_0_kit_watermark
