from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.get_selector_candidates_response_202_status import (
    GetSelectorCandidatesResponse202Status,
)

T = TypeVar("T", bound="GetSelectorCandidatesResponse202")


@_attrs_define
class GetSelectorCandidatesResponse202:
    """signals are still being measured: ask again after Retry-After

    Attributes:
        status (GetSelectorCandidatesResponse202Status):
        job_ids (list[str]): the signals being measured: GET /v1/jobs/{jobId}
        retry_after_sec (int):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    status: GetSelectorCandidatesResponse202Status
    job_ids: list[str]
    retry_after_sec: int
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        job_ids = self.job_ids

        retry_after_sec = self.retry_after_sec

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "jobIds": job_ids,
                "retryAfterSec": retry_after_sec,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = GetSelectorCandidatesResponse202Status(d.pop("status"))

        job_ids = cast(list[str], d.pop("jobIds"))

        retry_after_sec = d.pop("retryAfterSec")

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        get_selector_candidates_response_202 = cls(
            status=status,
            job_ids=job_ids,
            retry_after_sec=retry_after_sec,
            contract=contract,
            contract_version=contract_version,
        )

        get_selector_candidates_response_202.additional_properties = d
        return get_selector_candidates_response_202

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
