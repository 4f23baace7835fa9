from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.list_fonts_response_200_families_item_caption_defaults import (
        ListFontsResponse200FamiliesItemCaptionDefaults,
    )
    from ..models.list_fonts_response_200_families_item_weights_item import (
        ListFontsResponse200FamiliesItemWeightsItem,
    )


T = TypeVar("T", bound="ListFontsResponse200FamiliesItem")


@_attrs_define
class ListFontsResponse200FamiliesItem:
    """
    Attributes:
        family (str):
        weights (list[ListFontsResponse200FamiliesItemWeightsItem]):
        styles (list[str]):
        caption_defaults (ListFontsResponse200FamiliesItemCaptionDefaults):
        origin (str):
    """

    family: str
    weights: list[ListFontsResponse200FamiliesItemWeightsItem]
    styles: list[str]
    caption_defaults: ListFontsResponse200FamiliesItemCaptionDefaults
    origin: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        family = self.family

        weights = []
        for weights_item_data in self.weights:
            weights_item = weights_item_data.to_dict()
            weights.append(weights_item)

        styles = self.styles

        caption_defaults = self.caption_defaults.to_dict()

        origin = self.origin

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "family": family,
                "weights": weights,
                "styles": styles,
                "captionDefaults": caption_defaults,
                "origin": origin,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_fonts_response_200_families_item_caption_defaults import (
            ListFontsResponse200FamiliesItemCaptionDefaults,
        )
        from ..models.list_fonts_response_200_families_item_weights_item import (
            ListFontsResponse200FamiliesItemWeightsItem,
        )

        d = dict(src_dict)
        family = d.pop("family")

        weights = []
        _weights = d.pop("weights")
        for weights_item_data in _weights:
            weights_item = ListFontsResponse200FamiliesItemWeightsItem.from_dict(
                weights_item_data
            )

            weights.append(weights_item)

        styles = cast(list[str], d.pop("styles"))

        caption_defaults = ListFontsResponse200FamiliesItemCaptionDefaults.from_dict(
            d.pop("captionDefaults")
        )

        origin = d.pop("origin")

        list_fonts_response_200_families_item = cls(
            family=family,
            weights=weights,
            styles=styles,
            caption_defaults=caption_defaults,
            origin=origin,
        )

        list_fonts_response_200_families_item.additional_properties = d
        return list_fonts_response_200_families_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
