from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.detect_subjects_response_200_status_type_0 import (
    DetectSubjectsResponse200StatusType0,
)
from ..models.detect_subjects_response_200_status_type_1 import (
    DetectSubjectsResponse200StatusType1,
)
from ..models.detect_subjects_response_200_status_type_2 import (
    DetectSubjectsResponse200StatusType2,
)

T = TypeVar("T", bound="DetectSubjectsResponse200")


@_attrs_define
class DetectSubjectsResponse200:
    """
    Attributes:
        fact_id (str): the fact in GET /v1/media/{id}/facts
        status (DetectSubjectsResponse200StatusType0 | DetectSubjectsResponse200StatusType1 |
            DetectSubjectsResponse200StatusType2): pending for a new fact; an existing one answers as it is
        quoted_usd (float): the server quote, held now and charged only when the fact is delivered (an existing fact:
            its original quote; this call holds nothing)
        already_existed (bool): true when the same fact (media, kind, detector, window) was already pending or ready: it
            is returned and nothing is charged
        job_id (str): the fact as a job: GET /v1/jobs/{jobId} (kind fact) succeeds with a signed link to the result
        contract (str): API contract that produced the body
        contract_version (str):
    """

    fact_id: str
    status: (
        DetectSubjectsResponse200StatusType0
        | DetectSubjectsResponse200StatusType1
        | DetectSubjectsResponse200StatusType2
    )
    quoted_usd: float
    already_existed: bool
    job_id: str
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        fact_id = self.fact_id

        status: str
        if isinstance(self.status, DetectSubjectsResponse200StatusType0) or isinstance(
            self.status, DetectSubjectsResponse200StatusType1
        ):
            status = self.status.value
        else:
            status = self.status.value

        quoted_usd = self.quoted_usd

        already_existed = self.already_existed

        job_id = self.job_id

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "factId": fact_id,
                "status": status,
                "quotedUsd": quoted_usd,
                "alreadyExisted": already_existed,
                "jobId": job_id,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        fact_id = d.pop("factId")

        def _parse_status(
            data: object,
        ) -> (
            DetectSubjectsResponse200StatusType0
            | DetectSubjectsResponse200StatusType1
            | DetectSubjectsResponse200StatusType2
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = DetectSubjectsResponse200StatusType0(data)

                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_1 = DetectSubjectsResponse200StatusType1(data)

                return status_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            status_type_2 = DetectSubjectsResponse200StatusType2(data)

            return status_type_2

        status = _parse_status(d.pop("status"))

        quoted_usd = d.pop("quotedUsd")

        already_existed = d.pop("alreadyExisted")

        job_id = d.pop("jobId")

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        detect_subjects_response_200 = cls(
            fact_id=fact_id,
            status=status,
            quoted_usd=quoted_usd,
            already_existed=already_existed,
            job_id=job_id,
            contract=contract,
            contract_version=contract_version,
        )

        detect_subjects_response_200.additional_properties = d
        return detect_subjects_response_200

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
