from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.delete_brand_kit_response_200_motifs_item_motion_confidence_type_0 import (
    DeleteBrandKitResponse200MotifsItemMotionConfidenceType0,
)
from ..models.delete_brand_kit_response_200_motifs_item_motion_confidence_type_1 import (
    DeleteBrandKitResponse200MotifsItemMotionConfidenceType1,
)
from ..models.delete_brand_kit_response_200_motifs_item_motion_confidence_type_2 import (
    DeleteBrandKitResponse200MotifsItemMotionConfidenceType2,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="DeleteBrandKitResponse200MotifsItemMotion")


@_attrs_define
class DeleteBrandKitResponse200MotifsItemMotion:
    """
    Attributes:
        preset (str | Unset): e.g. fade-up
        enter_ms (float | Unset):
        exit_ms (float | Unset):
        stagger_ms (float | Unset):
        confidence (DeleteBrandKitResponse200MotifsItemMotionConfidenceType0 |
            DeleteBrandKitResponse200MotifsItemMotionConfidenceType1 |
            DeleteBrandKitResponse200MotifsItemMotionConfidenceType2 | Unset):
    """

    preset: str | Unset = UNSET
    enter_ms: float | Unset = UNSET
    exit_ms: float | Unset = UNSET
    stagger_ms: float | Unset = UNSET
    confidence: (
        DeleteBrandKitResponse200MotifsItemMotionConfidenceType0
        | DeleteBrandKitResponse200MotifsItemMotionConfidenceType1
        | DeleteBrandKitResponse200MotifsItemMotionConfidenceType2
        | Unset
    ) = UNSET

    def to_dict(self) -> dict[str, Any]:
        preset = self.preset

        enter_ms = self.enter_ms

        exit_ms = self.exit_ms

        stagger_ms = self.stagger_ms

        confidence: str | Unset
        if isinstance(self.confidence, Unset):
            confidence = UNSET
        elif isinstance(
            self.confidence, DeleteBrandKitResponse200MotifsItemMotionConfidenceType0
        ) or isinstance(
            self.confidence, DeleteBrandKitResponse200MotifsItemMotionConfidenceType1
        ):
            confidence = self.confidence.value
        else:
            confidence = self.confidence.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if preset is not UNSET:
            field_dict["preset"] = preset
        if enter_ms is not UNSET:
            field_dict["enterMs"] = enter_ms
        if exit_ms is not UNSET:
            field_dict["exitMs"] = exit_ms
        if stagger_ms is not UNSET:
            field_dict["staggerMs"] = stagger_ms
        if confidence is not UNSET:
            field_dict["confidence"] = confidence

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        preset = d.pop("preset", UNSET)

        enter_ms = d.pop("enterMs", UNSET)

        exit_ms = d.pop("exitMs", UNSET)

        stagger_ms = d.pop("staggerMs", UNSET)

        def _parse_confidence(
            data: object,
        ) -> (
            DeleteBrandKitResponse200MotifsItemMotionConfidenceType0
            | DeleteBrandKitResponse200MotifsItemMotionConfidenceType1
            | DeleteBrandKitResponse200MotifsItemMotionConfidenceType2
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                confidence_type_0 = (
                    DeleteBrandKitResponse200MotifsItemMotionConfidenceType0(data)
                )

                return confidence_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                confidence_type_1 = (
                    DeleteBrandKitResponse200MotifsItemMotionConfidenceType1(data)
                )

                return confidence_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            confidence_type_2 = (
                DeleteBrandKitResponse200MotifsItemMotionConfidenceType2(data)
            )

            return confidence_type_2

        confidence = _parse_confidence(d.pop("confidence", UNSET))

        delete_brand_kit_response_200_motifs_item_motion = cls(
            preset=preset,
            enter_ms=enter_ms,
            exit_ms=exit_ms,
            stagger_ms=stagger_ms,
            confidence=confidence,
        )

        return delete_brand_kit_response_200_motifs_item_motion
