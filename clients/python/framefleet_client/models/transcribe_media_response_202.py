from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TranscribeMediaResponse202")


@_attrs_define
class TranscribeMediaResponse202:
    """
    Attributes:
        job_id (str):
        job_key (str):
        kind (str):
        status (str):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    job_id: str
    job_key: str
    kind: str
    status: str
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        job_id = self.job_id

        job_key = self.job_key

        kind = self.kind

        status = self.status

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "jobId": job_id,
                "jobKey": job_key,
                "kind": kind,
                "status": status,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        job_id = d.pop("jobId")

        job_key = d.pop("jobKey")

        kind = d.pop("kind")

        status = d.pop("status")

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        transcribe_media_response_202 = cls(
            job_id=job_id,
            job_key=job_key,
            kind=kind,
            status=status,
            contract=contract,
            contract_version=contract_version,
        )

        transcribe_media_response_202.additional_properties = d
        return transcribe_media_response_202

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
