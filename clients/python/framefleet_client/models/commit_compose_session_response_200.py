from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CommitComposeSessionResponse200")


@_attrs_define
class CommitComposeSessionResponse200:
    """
    Attributes:
        session_id (str):
        project_id (str):
        composition_id (str):
        etag (str): the project's composition ETag after the commit
        version (int):
        content_hash (str):
        scratch_etag (str): the scratch ETag that was committed
        updated_at (str):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    session_id: str
    project_id: str
    composition_id: str
    etag: str
    version: int
    content_hash: str
    scratch_etag: str
    updated_at: str
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        session_id = self.session_id

        project_id = self.project_id

        composition_id = self.composition_id

        etag = self.etag

        version = self.version

        content_hash = self.content_hash

        scratch_etag = self.scratch_etag

        updated_at = self.updated_at

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "sessionId": session_id,
                "projectId": project_id,
                "compositionId": composition_id,
                "etag": etag,
                "version": version,
                "contentHash": content_hash,
                "scratchEtag": scratch_etag,
                "updatedAt": updated_at,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        session_id = d.pop("sessionId")

        project_id = d.pop("projectId")

        composition_id = d.pop("compositionId")

        etag = d.pop("etag")

        version = d.pop("version")

        content_hash = d.pop("contentHash")

        scratch_etag = d.pop("scratchEtag")

        updated_at = d.pop("updatedAt")

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        commit_compose_session_response_200 = cls(
            session_id=session_id,
            project_id=project_id,
            composition_id=composition_id,
            etag=etag,
            version=version,
            content_hash=content_hash,
            scratch_etag=scratch_etag,
            updated_at=updated_at,
            contract=contract,
            contract_version=contract_version,
        )

        commit_compose_session_response_200.additional_properties = d
        return commit_compose_session_response_200

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
