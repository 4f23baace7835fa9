from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.replace_compose_session_composition_response_200_seeded_from_type_0 import (
    ReplaceComposeSessionCompositionResponse200SeededFromType0,
)
from ..models.replace_compose_session_composition_response_200_seeded_from_type_1 import (
    ReplaceComposeSessionCompositionResponse200SeededFromType1,
)

if TYPE_CHECKING:
    from ..models.replace_compose_session_composition_response_200_composition import (
        ReplaceComposeSessionCompositionResponse200Composition,
    )


T = TypeVar("T", bound="ReplaceComposeSessionCompositionResponse200")


@_attrs_define
class ReplaceComposeSessionCompositionResponse200:
    """
    Attributes:
        session_id (str):
        project_id (str):
        etag (str): the scratch composition's ETag: send as If-Match when writing it
        version (int): moves on each write of the scratch
        content_hash (None | str):
        base_etag (str): ETag of the project's active composition the session is based on: a commit replaces it only
            while it is current
        seeded_from (ReplaceComposeSessionCompositionResponse200SeededFromType0 |
            ReplaceComposeSessionCompositionResponse200SeededFromType1): active: a copy of the project's active composition;
            seed: the seedComposition of the open
        expires_at (str): the idle deadline: every read or write moves it forward by the idle time-to-live; past it the
            session is closed
        idle_ttl_sec (float):
        created_at (str):
        updated_at (str):
        composition (ReplaceComposeSessionCompositionResponse200Composition): a composition document (output format,
            tracks of clips, brand kit); checked in full, every bad field reported with 422 composition_invalid
        contract (str): API contract that produced the body
        contract_version (str):
    """

    session_id: str
    project_id: str
    etag: str
    version: int
    content_hash: None | str
    base_etag: str
    seeded_from: (
        ReplaceComposeSessionCompositionResponse200SeededFromType0
        | ReplaceComposeSessionCompositionResponse200SeededFromType1
    )
    expires_at: str
    idle_ttl_sec: float
    created_at: str
    updated_at: str
    composition: ReplaceComposeSessionCompositionResponse200Composition
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        session_id = self.session_id

        project_id = self.project_id

        etag = self.etag

        version = self.version

        content_hash: None | str
        content_hash = self.content_hash

        base_etag = self.base_etag

        seeded_from: str
        if isinstance(
            self.seeded_from, ReplaceComposeSessionCompositionResponse200SeededFromType0
        ):
            seeded_from = self.seeded_from.value
        else:
            seeded_from = self.seeded_from.value

        expires_at = self.expires_at

        idle_ttl_sec = self.idle_ttl_sec

        created_at = self.created_at

        updated_at = self.updated_at

        composition = self.composition.to_dict()

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "sessionId": session_id,
                "projectId": project_id,
                "etag": etag,
                "version": version,
                "contentHash": content_hash,
                "baseEtag": base_etag,
                "seededFrom": seeded_from,
                "expiresAt": expires_at,
                "idleTtlSec": idle_ttl_sec,
                "createdAt": created_at,
                "updatedAt": updated_at,
                "composition": composition,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.replace_compose_session_composition_response_200_composition import (
            ReplaceComposeSessionCompositionResponse200Composition,
        )

        d = dict(src_dict)
        session_id = d.pop("sessionId")

        project_id = d.pop("projectId")

        etag = d.pop("etag")

        version = d.pop("version")

        def _parse_content_hash(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        content_hash = _parse_content_hash(d.pop("contentHash"))

        base_etag = d.pop("baseEtag")

        def _parse_seeded_from(
            data: object,
        ) -> (
            ReplaceComposeSessionCompositionResponse200SeededFromType0
            | ReplaceComposeSessionCompositionResponse200SeededFromType1
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                seeded_from_type_0 = (
                    ReplaceComposeSessionCompositionResponse200SeededFromType0(data)
                )

                return seeded_from_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            seeded_from_type_1 = (
                ReplaceComposeSessionCompositionResponse200SeededFromType1(data)
            )

            return seeded_from_type_1

        seeded_from = _parse_seeded_from(d.pop("seededFrom"))

        expires_at = d.pop("expiresAt")

        idle_ttl_sec = d.pop("idleTtlSec")

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        composition = ReplaceComposeSessionCompositionResponse200Composition.from_dict(
            d.pop("composition")
        )

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        replace_compose_session_composition_response_200 = cls(
            session_id=session_id,
            project_id=project_id,
            etag=etag,
            version=version,
            content_hash=content_hash,
            base_etag=base_etag,
            seeded_from=seeded_from,
            expires_at=expires_at,
            idle_ttl_sec=idle_ttl_sec,
            created_at=created_at,
            updated_at=updated_at,
            composition=composition,
            contract=contract,
            contract_version=contract_version,
        )

        replace_compose_session_composition_response_200.additional_properties = d
        return replace_compose_session_composition_response_200

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
