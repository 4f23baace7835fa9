from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.get_brand_kit_response_200_motifs_item_coverage_type_0 import (
    GetBrandKitResponse200MotifsItemCoverageType0,
)
from ..models.get_brand_kit_response_200_motifs_item_coverage_type_1 import (
    GetBrandKitResponse200MotifsItemCoverageType1,
)
from ..models.get_brand_kit_response_200_motifs_item_coverage_type_2 import (
    GetBrandKitResponse200MotifsItemCoverageType2,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.get_brand_kit_response_200_motifs_item_body import (
        GetBrandKitResponse200MotifsItemBody,
    )
    from ..models.get_brand_kit_response_200_motifs_item_motion import (
        GetBrandKitResponse200MotifsItemMotion,
    )
    from ..models.get_brand_kit_response_200_motifs_item_zone import (
        GetBrandKitResponse200MotifsItemZone,
    )


T = TypeVar("T", bound="GetBrandKitResponse200MotifsItem")


@_attrs_define
class GetBrandKitResponse200MotifsItem:
    """
    Attributes:
        id (str):
        observed (str | Unset): what the frames show, in words
        body (GetBrandKitResponse200MotifsItemBody | Unset):
        motion (GetBrandKitResponse200MotifsItemMotion | Unset):
        role (str | Unset): e.g. title-card
        zone (GetBrandKitResponse200MotifsItemZone | Unset): where in the frame, as fractions of its width and height
        evidence (list[int] | Unset): indexes into exemplarKeys of the frames that show the motif
        diff_score (float | Unset):
        coverage (GetBrandKitResponse200MotifsItemCoverageType0 | GetBrandKitResponse200MotifsItemCoverageType1 |
            GetBrandKitResponse200MotifsItemCoverageType2 | Unset):
        skip_reason (str | Unset):
    """

    id: str
    observed: str | Unset = UNSET
    body: GetBrandKitResponse200MotifsItemBody | Unset = UNSET
    motion: GetBrandKitResponse200MotifsItemMotion | Unset = UNSET
    role: str | Unset = UNSET
    zone: GetBrandKitResponse200MotifsItemZone | Unset = UNSET
    evidence: list[int] | Unset = UNSET
    diff_score: float | Unset = UNSET
    coverage: (
        GetBrandKitResponse200MotifsItemCoverageType0
        | GetBrandKitResponse200MotifsItemCoverageType1
        | GetBrandKitResponse200MotifsItemCoverageType2
        | Unset
    ) = UNSET
    skip_reason: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        observed = self.observed

        body: dict[str, Any] | Unset = UNSET
        if not isinstance(self.body, Unset):
            body = self.body.to_dict()

        motion: dict[str, Any] | Unset = UNSET
        if not isinstance(self.motion, Unset):
            motion = self.motion.to_dict()

        role = self.role

        zone: dict[str, Any] | Unset = UNSET
        if not isinstance(self.zone, Unset):
            zone = self.zone.to_dict()

        evidence: list[int] | Unset = UNSET
        if not isinstance(self.evidence, Unset):
            evidence = self.evidence

        diff_score = self.diff_score

        coverage: str | Unset
        if isinstance(self.coverage, Unset):
            coverage = UNSET
        elif isinstance(
            self.coverage, GetBrandKitResponse200MotifsItemCoverageType0
        ) or isinstance(self.coverage, GetBrandKitResponse200MotifsItemCoverageType1):
            coverage = self.coverage.value
        else:
            coverage = self.coverage.value

        skip_reason = self.skip_reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
            }
        )
        if observed is not UNSET:
            field_dict["observed"] = observed
        if body is not UNSET:
            field_dict["body"] = body
        if motion is not UNSET:
            field_dict["motion"] = motion
        if role is not UNSET:
            field_dict["role"] = role
        if zone is not UNSET:
            field_dict["zone"] = zone
        if evidence is not UNSET:
            field_dict["evidence"] = evidence
        if diff_score is not UNSET:
            field_dict["diffScore"] = diff_score
        if coverage is not UNSET:
            field_dict["coverage"] = coverage
        if skip_reason is not UNSET:
            field_dict["skipReason"] = skip_reason

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_brand_kit_response_200_motifs_item_body import (
            GetBrandKitResponse200MotifsItemBody,
        )
        from ..models.get_brand_kit_response_200_motifs_item_motion import (
            GetBrandKitResponse200MotifsItemMotion,
        )
        from ..models.get_brand_kit_response_200_motifs_item_zone import (
            GetBrandKitResponse200MotifsItemZone,
        )

        d = dict(src_dict)
        id = d.pop("id")

        observed = d.pop("observed", UNSET)

        _body = d.pop("body", UNSET)
        body: GetBrandKitResponse200MotifsItemBody | Unset
        if isinstance(_body, Unset):
            body = UNSET
        else:
            body = GetBrandKitResponse200MotifsItemBody.from_dict(_body)

        _motion = d.pop("motion", UNSET)
        motion: GetBrandKitResponse200MotifsItemMotion | Unset
        if isinstance(_motion, Unset):
            motion = UNSET
        else:
            motion = GetBrandKitResponse200MotifsItemMotion.from_dict(_motion)

        role = d.pop("role", UNSET)

        _zone = d.pop("zone", UNSET)
        zone: GetBrandKitResponse200MotifsItemZone | Unset
        if isinstance(_zone, Unset):
            zone = UNSET
        else:
            zone = GetBrandKitResponse200MotifsItemZone.from_dict(_zone)

        evidence = cast(list[int], d.pop("evidence", UNSET))

        diff_score = d.pop("diffScore", UNSET)

        def _parse_coverage(
            data: object,
        ) -> (
            GetBrandKitResponse200MotifsItemCoverageType0
            | GetBrandKitResponse200MotifsItemCoverageType1
            | GetBrandKitResponse200MotifsItemCoverageType2
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                coverage_type_0 = GetBrandKitResponse200MotifsItemCoverageType0(data)

                return coverage_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                coverage_type_1 = GetBrandKitResponse200MotifsItemCoverageType1(data)

                return coverage_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            coverage_type_2 = GetBrandKitResponse200MotifsItemCoverageType2(data)

            return coverage_type_2

        coverage = _parse_coverage(d.pop("coverage", UNSET))

        skip_reason = d.pop("skipReason", UNSET)

        get_brand_kit_response_200_motifs_item = cls(
            id=id,
            observed=observed,
            body=body,
            motion=motion,
            role=role,
            zone=zone,
            evidence=evidence,
            diff_score=diff_score,
            coverage=coverage,
            skip_reason=skip_reason,
        )

        return get_brand_kit_response_200_motifs_item
