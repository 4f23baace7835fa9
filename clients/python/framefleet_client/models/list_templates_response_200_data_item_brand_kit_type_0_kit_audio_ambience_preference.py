from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar(
    "T", bound="ListTemplatesResponse200DataItemBrandKitType0KitAudioAmbiencePreference"
)


@_attrs_define
class ListTemplatesResponse200DataItemBrandKitType0KitAudioAmbiencePreference:
    """
    Attributes:
        ref (str): a pack sound or media:<id> the brand prefers as room tone
    """

    ref: str

    def to_dict(self) -> dict[str, Any]:
        ref = self.ref

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ref": ref,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        ref = d.pop("ref")

        list_templates_response_200_data_item_brand_kit_type_0_kit_audio_ambience_preference = cls(
            ref=ref,
        )

        return list_templates_response_200_data_item_brand_kit_type_0_kit_audio_ambience_preference
