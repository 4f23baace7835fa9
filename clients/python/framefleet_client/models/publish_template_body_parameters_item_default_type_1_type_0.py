from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PublishTemplateBodyParametersItemDefaultType1Type0")


@_attrs_define
class PublishTemplateBodyParametersItemDefaultType1Type0:
    """
    Attributes:
        media_id (str): a media item of the org
    """

    media_id: str

    def to_dict(self) -> dict[str, Any]:
        media_id = self.media_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "mediaId": media_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        media_id = d.pop("mediaId")

        publish_template_body_parameters_item_default_type_1_type_0 = cls(
            media_id=media_id,
        )

        return publish_template_body_parameters_item_default_type_1_type_0
