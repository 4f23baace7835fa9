from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.buy_media_fact_response_202_status_type_0 import (
    BuyMediaFactResponse202StatusType0,
)
from ..models.buy_media_fact_response_202_status_type_1 import (
    BuyMediaFactResponse202StatusType1,
)
from ..models.buy_media_fact_response_202_status_type_2 import (
    BuyMediaFactResponse202StatusType2,
)

T = TypeVar("T", bound="BuyMediaFactResponse202")


@_attrs_define
class BuyMediaFactResponse202:
    """
    Attributes:
        fact_id (str): the fact in GET /v1/media/{id}/facts
        status (BuyMediaFactResponse202StatusType0 | BuyMediaFactResponse202StatusType1 |
            BuyMediaFactResponse202StatusType2): pending for a new fact; an existing one answers as it is
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
        BuyMediaFactResponse202StatusType0
        | BuyMediaFactResponse202StatusType1
        | BuyMediaFactResponse202StatusType2
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
        if isinstance(self.status, BuyMediaFactResponse202StatusType0) or isinstance(
            self.status, BuyMediaFactResponse202StatusType1
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
            BuyMediaFactResponse202StatusType0
            | BuyMediaFactResponse202StatusType1
            | BuyMediaFactResponse202StatusType2
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = BuyMediaFactResponse202StatusType0(data)

                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_1 = BuyMediaFactResponse202StatusType1(data)

                return status_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            status_type_2 = BuyMediaFactResponse202StatusType2(data)

            return status_type_2

        status = _parse_status(d.pop("status"))

        quoted_usd = d.pop("quotedUsd")

        already_existed = d.pop("alreadyExisted")

        job_id = d.pop("jobId")

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        buy_media_fact_response_202 = cls(
            fact_id=fact_id,
            status=status,
            quoted_usd=quoted_usd,
            already_existed=already_existed,
            job_id=job_id,
            contract=contract,
            contract_version=contract_version,
        )

        buy_media_fact_response_202.additional_properties = d
        return buy_media_fact_response_202

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
