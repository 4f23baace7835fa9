from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.reserve_exemplar_uploads_response_200_contact_sheet_upload import (
        ReserveExemplarUploadsResponse200ContactSheetUpload,
    )
    from ..models.reserve_exemplar_uploads_response_200_uploads_item import (
        ReserveExemplarUploadsResponse200UploadsItem,
    )


T = TypeVar("T", bound="ReserveExemplarUploadsResponse200")


@_attrs_define
class ReserveExemplarUploadsResponse200:
    """
    Attributes:
        batch_id (str):
        uploads (list[ReserveExemplarUploadsResponse200UploadsItem]):
        contact_sheet_upload (ReserveExemplarUploadsResponse200ContactSheetUpload):
        expires_at (str): the upload URLs work until then
        contract (str): API contract that produced the body
        contract_version (str):
    """

    batch_id: str
    uploads: list[ReserveExemplarUploadsResponse200UploadsItem]
    contact_sheet_upload: ReserveExemplarUploadsResponse200ContactSheetUpload
    expires_at: str
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        batch_id = self.batch_id

        uploads = []
        for uploads_item_data in self.uploads:
            uploads_item = uploads_item_data.to_dict()
            uploads.append(uploads_item)

        contact_sheet_upload = self.contact_sheet_upload.to_dict()

        expires_at = self.expires_at

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "batchId": batch_id,
                "uploads": uploads,
                "contactSheetUpload": contact_sheet_upload,
                "expiresAt": expires_at,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.reserve_exemplar_uploads_response_200_contact_sheet_upload import (
            ReserveExemplarUploadsResponse200ContactSheetUpload,
        )
        from ..models.reserve_exemplar_uploads_response_200_uploads_item import (
            ReserveExemplarUploadsResponse200UploadsItem,
        )

        d = dict(src_dict)
        batch_id = d.pop("batchId")

        uploads = []
        _uploads = d.pop("uploads")
        for uploads_item_data in _uploads:
            uploads_item = ReserveExemplarUploadsResponse200UploadsItem.from_dict(
                uploads_item_data
            )

            uploads.append(uploads_item)

        contact_sheet_upload = (
            ReserveExemplarUploadsResponse200ContactSheetUpload.from_dict(
                d.pop("contactSheetUpload")
            )
        )

        expires_at = d.pop("expiresAt")

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        reserve_exemplar_uploads_response_200 = cls(
            batch_id=batch_id,
            uploads=uploads,
            contact_sheet_upload=contact_sheet_upload,
            expires_at=expires_at,
            contract=contract,
            contract_version=contract_version,
        )

        reserve_exemplar_uploads_response_200.additional_properties = d
        return reserve_exemplar_uploads_response_200

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
