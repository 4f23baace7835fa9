from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.apply_template_response_202_status import ApplyTemplateResponse202Status

T = TypeVar("T", bound="ApplyTemplateResponse202")


@_attrs_define
class ApplyTemplateResponse202:
    """nothing was saved, queued or charged yet

    Attributes:
        status (ApplyTemplateResponse202Status):
        pending_media_ids (list[str]): media items still importing or being probed: call again once they are ready (GET
            /v1/media/{id}, or the media.completed webhook)
        contract (str): API contract that produced the body
        contract_version (str):
    """

    status: ApplyTemplateResponse202Status
    pending_media_ids: list[str]
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        pending_media_ids = self.pending_media_ids

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "pendingMediaIds": pending_media_ids,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = ApplyTemplateResponse202Status(d.pop("status"))

        pending_media_ids = cast(list[str], d.pop("pendingMediaIds"))

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        apply_template_response_202 = cls(
            status=status,
            pending_media_ids=pending_media_ids,
            contract=contract,
            contract_version=contract_version,
        )

        apply_template_response_202.additional_properties = d
        return apply_template_response_202

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
