from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BrandAudioAmbiencePreference")


@_attrs_define
class BrandAudioAmbiencePreference:
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

        brand_audio_ambience_preference = cls(
            ref=ref,
        )

        return brand_audio_ambience_preference
