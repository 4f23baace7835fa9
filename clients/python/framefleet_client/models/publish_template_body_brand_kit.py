from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.brand_kit import BrandKit


T = TypeVar("T", bound="PublishTemplateBodyBrandKit")


@_attrs_define
class PublishTemplateBodyBrandKit:
    """
    Attributes:
        kit_id (str | Unset): the org's brand kit; the service copies its tokens into `kit` when a render starts
        kit (BrandKit | Unset):
        watermark (bool | Unset): draw the kit's watermark over every frame (default true when the kit has one)
    """

    kit_id: str | Unset = UNSET
    kit: BrandKit | Unset = UNSET
    watermark: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kit_id = self.kit_id

        kit: dict[str, Any] | Unset = UNSET
        if not isinstance(self.kit, Unset):
            kit = self.kit.to_dict()

        watermark = self.watermark

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if kit_id is not UNSET:
            field_dict["kitId"] = kit_id
        if kit is not UNSET:
            field_dict["kit"] = kit
        if watermark is not UNSET:
            field_dict["watermark"] = watermark

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.brand_kit import BrandKit

        d = dict(src_dict)
        kit_id = d.pop("kitId", UNSET)

        _kit = d.pop("kit", UNSET)
        kit: BrandKit | Unset
        if isinstance(_kit, Unset):
            kit = UNSET
        else:
            kit = BrandKit.from_dict(_kit)

        watermark = d.pop("watermark", UNSET)

        publish_template_body_brand_kit = cls(
            kit_id=kit_id,
            kit=kit,
            watermark=watermark,
        )

        return publish_template_body_brand_kit
