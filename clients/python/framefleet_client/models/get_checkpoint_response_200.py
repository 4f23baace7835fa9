from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.get_checkpoint_response_200_source_type_0 import (
    GetCheckpointResponse200SourceType0,
)
from ..models.get_checkpoint_response_200_source_type_1 import (
    GetCheckpointResponse200SourceType1,
)
from ..models.get_checkpoint_response_200_source_type_2 import (
    GetCheckpointResponse200SourceType2,
)
from ..models.get_checkpoint_response_200_source_type_3 import (
    GetCheckpointResponse200SourceType3,
)
from ..models.get_checkpoint_response_200_source_type_4 import (
    GetCheckpointResponse200SourceType4,
)
from ..models.get_checkpoint_response_200_source_type_5 import (
    GetCheckpointResponse200SourceType5,
)
from ..models.get_checkpoint_response_200_source_type_6 import (
    GetCheckpointResponse200SourceType6,
)

if TYPE_CHECKING:
    from ..models.get_checkpoint_response_200_composition import (
        GetCheckpointResponse200Composition,
    )


T = TypeVar("T", bound="GetCheckpointResponse200")


@_attrs_define
class GetCheckpointResponse200:
    """
    Attributes:
        id (str):
        checkpoint_id (str):
        project_id (str):
        composition_id (str):
        etag (str): the composition's ETag right after this save
        content_hash (str): sha256 of the canonical composition document
        source (GetCheckpointResponse200SourceType0 | GetCheckpointResponse200SourceType1 |
            GetCheckpointResponse200SourceType2 | GetCheckpointResponse200SourceType3 | GetCheckpointResponse200SourceType4
            | GetCheckpointResponse200SourceType5 | GetCheckpointResponse200SourceType6):
        saved_by (None | str):
        restored_from (None | str):
        label (None | str):
        kept_by_restore (bool): a restore replaced this checkpoint: retention keeps it
        created_at (str):
        composition (GetCheckpointResponse200Composition): a composition document (output format, tracks of clips, brand
            kit); checked in full, every bad field reported with 422 composition_invalid
        contract (str): API contract that produced the body
        contract_version (str):
    """

    id: str
    checkpoint_id: str
    project_id: str
    composition_id: str
    etag: str
    content_hash: str
    source: (
        GetCheckpointResponse200SourceType0
        | GetCheckpointResponse200SourceType1
        | GetCheckpointResponse200SourceType2
        | GetCheckpointResponse200SourceType3
        | GetCheckpointResponse200SourceType4
        | GetCheckpointResponse200SourceType5
        | GetCheckpointResponse200SourceType6
    )
    saved_by: None | str
    restored_from: None | str
    label: None | str
    kept_by_restore: bool
    created_at: str
    composition: GetCheckpointResponse200Composition
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        checkpoint_id = self.checkpoint_id

        project_id = self.project_id

        composition_id = self.composition_id

        etag = self.etag

        content_hash = self.content_hash

        source: str
        if (
            isinstance(self.source, GetCheckpointResponse200SourceType0)
            or isinstance(self.source, GetCheckpointResponse200SourceType1)
            or isinstance(self.source, GetCheckpointResponse200SourceType2)
            or isinstance(self.source, GetCheckpointResponse200SourceType3)
            or isinstance(self.source, GetCheckpointResponse200SourceType4)
            or isinstance(self.source, GetCheckpointResponse200SourceType5)
        ):
            source = self.source.value
        else:
            source = self.source.value

        saved_by: None | str
        saved_by = self.saved_by

        restored_from: None | str
        restored_from = self.restored_from

        label: None | str
        label = self.label

        kept_by_restore = self.kept_by_restore

        created_at = self.created_at

        composition = self.composition.to_dict()

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "checkpointId": checkpoint_id,
                "projectId": project_id,
                "compositionId": composition_id,
                "etag": etag,
                "contentHash": content_hash,
                "source": source,
                "savedBy": saved_by,
                "restoredFrom": restored_from,
                "label": label,
                "keptByRestore": kept_by_restore,
                "createdAt": created_at,
                "composition": composition,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_checkpoint_response_200_composition import (
            GetCheckpointResponse200Composition,
        )

        d = dict(src_dict)
        id = d.pop("id")

        checkpoint_id = d.pop("checkpointId")

        project_id = d.pop("projectId")

        composition_id = d.pop("compositionId")

        etag = d.pop("etag")

        content_hash = d.pop("contentHash")

        def _parse_source(
            data: object,
        ) -> (
            GetCheckpointResponse200SourceType0
            | GetCheckpointResponse200SourceType1
            | GetCheckpointResponse200SourceType2
            | GetCheckpointResponse200SourceType3
            | GetCheckpointResponse200SourceType4
            | GetCheckpointResponse200SourceType5
            | GetCheckpointResponse200SourceType6
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                source_type_0 = GetCheckpointResponse200SourceType0(data)

                return source_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                source_type_1 = GetCheckpointResponse200SourceType1(data)

                return source_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                source_type_2 = GetCheckpointResponse200SourceType2(data)

                return source_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                source_type_3 = GetCheckpointResponse200SourceType3(data)

                return source_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                source_type_4 = GetCheckpointResponse200SourceType4(data)

                return source_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                source_type_5 = GetCheckpointResponse200SourceType5(data)

                return source_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            source_type_6 = GetCheckpointResponse200SourceType6(data)

            return source_type_6

        source = _parse_source(d.pop("source"))

        def _parse_saved_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        saved_by = _parse_saved_by(d.pop("savedBy"))

        def _parse_restored_from(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        restored_from = _parse_restored_from(d.pop("restoredFrom"))

        def _parse_label(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        label = _parse_label(d.pop("label"))

        kept_by_restore = d.pop("keptByRestore")

        created_at = d.pop("createdAt")

        composition = GetCheckpointResponse200Composition.from_dict(
            d.pop("composition")
        )

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        get_checkpoint_response_200 = cls(
            id=id,
            checkpoint_id=checkpoint_id,
            project_id=project_id,
            composition_id=composition_id,
            etag=etag,
            content_hash=content_hash,
            source=source,
            saved_by=saved_by,
            restored_from=restored_from,
            label=label,
            kept_by_restore=kept_by_restore,
            created_at=created_at,
            composition=composition,
            contract=contract,
            contract_version=contract_version,
        )

        get_checkpoint_response_200.additional_properties = d
        return get_checkpoint_response_200

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
