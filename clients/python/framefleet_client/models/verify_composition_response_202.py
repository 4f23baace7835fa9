from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.verify_composition_response_202_kind import (
    VerifyCompositionResponse202Kind,
)
from ..models.verify_composition_response_202_status_type_0 import (
    VerifyCompositionResponse202StatusType0,
)
from ..models.verify_composition_response_202_status_type_1 import (
    VerifyCompositionResponse202StatusType1,
)
from ..models.verify_composition_response_202_status_type_2 import (
    VerifyCompositionResponse202StatusType2,
)
from ..models.verify_composition_response_202_status_type_3 import (
    VerifyCompositionResponse202StatusType3,
)

T = TypeVar("T", bound="VerifyCompositionResponse202")


@_attrs_define
class VerifyCompositionResponse202:
    """
    Attributes:
        job_id (str): poll GET /v1/jobs/{jobId}, or wait_job kind verify
        job_key (str):
        kind (VerifyCompositionResponse202Kind):
        status (VerifyCompositionResponse202StatusType0 | VerifyCompositionResponse202StatusType1 |
            VerifyCompositionResponse202StatusType2 | VerifyCompositionResponse202StatusType3):
        verification_id (str):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    job_id: str
    job_key: str
    kind: VerifyCompositionResponse202Kind
    status: (
        VerifyCompositionResponse202StatusType0
        | VerifyCompositionResponse202StatusType1
        | VerifyCompositionResponse202StatusType2
        | VerifyCompositionResponse202StatusType3
    )
    verification_id: str
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        job_id = self.job_id

        job_key = self.job_key

        kind = self.kind.value

        status: str
        if (
            isinstance(self.status, VerifyCompositionResponse202StatusType0)
            or isinstance(self.status, VerifyCompositionResponse202StatusType1)
            or isinstance(self.status, VerifyCompositionResponse202StatusType2)
        ):
            status = self.status.value
        else:
            status = self.status.value

        verification_id = self.verification_id

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
                "verificationId": verification_id,
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

        kind = VerifyCompositionResponse202Kind(d.pop("kind"))

        def _parse_status(
            data: object,
        ) -> (
            VerifyCompositionResponse202StatusType0
            | VerifyCompositionResponse202StatusType1
            | VerifyCompositionResponse202StatusType2
            | VerifyCompositionResponse202StatusType3
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = VerifyCompositionResponse202StatusType0(data)

                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_1 = VerifyCompositionResponse202StatusType1(data)

                return status_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_2 = VerifyCompositionResponse202StatusType2(data)

                return status_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            status_type_3 = VerifyCompositionResponse202StatusType3(data)

            return status_type_3

        status = _parse_status(d.pop("status"))

        verification_id = d.pop("verificationId")

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        verify_composition_response_202 = cls(
            job_id=job_id,
            job_key=job_key,
            kind=kind,
            status=status,
            verification_id=verification_id,
            contract=contract,
            contract_version=contract_version,
        )

        verify_composition_response_202.additional_properties = d
        return verify_composition_response_202

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
