from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="DeleteBrandKitResponse200InspirationType0")


@_attrs_define
class DeleteBrandKitResponse200InspirationType0:
    """
    Attributes:
        sources (list[str] | Unset): where the kit was taken from: site URLs, exemplar keys
        extracted_at (float | Unset): milliseconds since the epoch
        extraction_version (str | Unset):
    """

    sources: list[str] | Unset = UNSET
    extracted_at: float | Unset = UNSET
    extraction_version: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        sources: list[str] | Unset = UNSET
        if not isinstance(self.sources, Unset):
            sources = self.sources

        extracted_at = self.extracted_at

        extraction_version = self.extraction_version

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if sources is not UNSET:
            field_dict["sources"] = sources
        if extracted_at is not UNSET:
            field_dict["extractedAt"] = extracted_at
        if extraction_version is not UNSET:
            field_dict["extractionVersion"] = extraction_version

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        sources = cast(list[str], d.pop("sources", UNSET))

        extracted_at = d.pop("extractedAt", UNSET)

        extraction_version = d.pop("extractionVersion", UNSET)

        delete_brand_kit_response_200_inspiration_type_0 = cls(
            sources=sources,
            extracted_at=extracted_at,
            extraction_version=extraction_version,
        )

        return delete_brand_kit_response_200_inspiration_type_0
