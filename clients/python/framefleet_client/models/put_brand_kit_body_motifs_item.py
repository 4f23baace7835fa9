from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.put_brand_kit_body_motifs_item_coverage_type_0 import (
    PutBrandKitBodyMotifsItemCoverageType0,
)
from ..models.put_brand_kit_body_motifs_item_coverage_type_1 import (
    PutBrandKitBodyMotifsItemCoverageType1,
)
from ..models.put_brand_kit_body_motifs_item_coverage_type_2 import (
    PutBrandKitBodyMotifsItemCoverageType2,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.put_brand_kit_body_motifs_item_body import (
        PutBrandKitBodyMotifsItemBody,
    )
    from ..models.put_brand_kit_body_motifs_item_motion import (
        PutBrandKitBodyMotifsItemMotion,
    )
    from ..models.put_brand_kit_body_motifs_item_zone import (
        PutBrandKitBodyMotifsItemZone,
    )


T = TypeVar("T", bound="PutBrandKitBodyMotifsItem")


@_attrs_define
class PutBrandKitBodyMotifsItem:
    """
    Attributes:
        id (str):
        observed (str | Unset): what the frames show, in words
        body (PutBrandKitBodyMotifsItemBody | Unset):
        motion (PutBrandKitBodyMotifsItemMotion | Unset):
        role (str | Unset): e.g. title-card
        zone (PutBrandKitBodyMotifsItemZone | Unset): where in the frame, as fractions of its width and height
        evidence (list[int] | Unset): indexes into exemplarKeys of the frames that show the motif
        diff_score (float | Unset):
        coverage (PutBrandKitBodyMotifsItemCoverageType0 | PutBrandKitBodyMotifsItemCoverageType1 |
            PutBrandKitBodyMotifsItemCoverageType2 | Unset):
        skip_reason (str | Unset):
    """

    id: str
    observed: str | Unset = UNSET
    body: PutBrandKitBodyMotifsItemBody | Unset = UNSET
    motion: PutBrandKitBodyMotifsItemMotion | Unset = UNSET
    role: str | Unset = UNSET
    zone: PutBrandKitBodyMotifsItemZone | Unset = UNSET
    evidence: list[int] | Unset = UNSET
    diff_score: float | Unset = UNSET
    coverage: (
        PutBrandKitBodyMotifsItemCoverageType0
        | PutBrandKitBodyMotifsItemCoverageType1
        | PutBrandKitBodyMotifsItemCoverageType2
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
            self.coverage, PutBrandKitBodyMotifsItemCoverageType0
        ) or isinstance(self.coverage, PutBrandKitBodyMotifsItemCoverageType1):
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
        from ..models.put_brand_kit_body_motifs_item_body import (
            PutBrandKitBodyMotifsItemBody,
        )
        from ..models.put_brand_kit_body_motifs_item_motion import (
            PutBrandKitBodyMotifsItemMotion,
        )
        from ..models.put_brand_kit_body_motifs_item_zone import (
            PutBrandKitBodyMotifsItemZone,
        )

        d = dict(src_dict)
        id = d.pop("id")

        observed = d.pop("observed", UNSET)

        _body = d.pop("body", UNSET)
        body: PutBrandKitBodyMotifsItemBody | Unset
        if isinstance(_body, Unset):
            body = UNSET
        else:
            body = PutBrandKitBodyMotifsItemBody.from_dict(_body)

        _motion = d.pop("motion", UNSET)
        motion: PutBrandKitBodyMotifsItemMotion | Unset
        if isinstance(_motion, Unset):
            motion = UNSET
        else:
            motion = PutBrandKitBodyMotifsItemMotion.from_dict(_motion)

        role = d.pop("role", UNSET)

        _zone = d.pop("zone", UNSET)
        zone: PutBrandKitBodyMotifsItemZone | Unset
        if isinstance(_zone, Unset):
            zone = UNSET
        else:
            zone = PutBrandKitBodyMotifsItemZone.from_dict(_zone)

        evidence = cast(list[int], d.pop("evidence", UNSET))

        diff_score = d.pop("diffScore", UNSET)

        def _parse_coverage(
            data: object,
        ) -> (
            PutBrandKitBodyMotifsItemCoverageType0
            | PutBrandKitBodyMotifsItemCoverageType1
            | PutBrandKitBodyMotifsItemCoverageType2
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                coverage_type_0 = PutBrandKitBodyMotifsItemCoverageType0(data)

                return coverage_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                coverage_type_1 = PutBrandKitBodyMotifsItemCoverageType1(data)

                return coverage_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            coverage_type_2 = PutBrandKitBodyMotifsItemCoverageType2(data)

            return coverage_type_2

        coverage = _parse_coverage(d.pop("coverage", UNSET))

        skip_reason = d.pop("skipReason", UNSET)

        put_brand_kit_body_motifs_item = cls(
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

        return put_brand_kit_body_motifs_item
