from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.list_ledger_entries_response_200_data_item_kind_type_0 import (
    ListLedgerEntriesResponse200DataItemKindType0,
)
from ..models.list_ledger_entries_response_200_data_item_kind_type_1 import (
    ListLedgerEntriesResponse200DataItemKindType1,
)

T = TypeVar("T", bound="ListLedgerEntriesResponse200DataItem")


@_attrs_define
class ListLedgerEntriesResponse200DataItem:
    """
    Attributes:
        id (str):
        kind (ListLedgerEntriesResponse200DataItemKindType0 | ListLedgerEntriesResponse200DataItemKindType1):
        credits_ (float): signed: a grant adds credits, a charge takes them (1 credit = 1 US cent)
        feature_id (None | str):
        units (float | None):
        reference (None | str):
        description (str):
        created_at (str):
    """

    id: str
    kind: (
        ListLedgerEntriesResponse200DataItemKindType0
        | ListLedgerEntriesResponse200DataItemKindType1
    )
    credits_: float
    feature_id: None | str
    units: float | None
    reference: None | str
    description: str
    created_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind: str
        if isinstance(self.kind, ListLedgerEntriesResponse200DataItemKindType0):
            kind = self.kind.value
        else:
            kind = self.kind.value

        credits_ = self.credits_

        feature_id: None | str
        feature_id = self.feature_id

        units: float | None
        units = self.units

        reference: None | str
        reference = self.reference

        description = self.description

        created_at = self.created_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "credits": credits_,
                "featureId": feature_id,
                "units": units,
                "reference": reference,
                "description": description,
                "createdAt": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        def _parse_kind(
            data: object,
        ) -> (
            ListLedgerEntriesResponse200DataItemKindType0
            | ListLedgerEntriesResponse200DataItemKindType1
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0 = ListLedgerEntriesResponse200DataItemKindType0(data)

                return kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            kind_type_1 = ListLedgerEntriesResponse200DataItemKindType1(data)

            return kind_type_1

        kind = _parse_kind(d.pop("kind"))

        credits_ = d.pop("credits")

        def _parse_feature_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        feature_id = _parse_feature_id(d.pop("featureId"))

        def _parse_units(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        units = _parse_units(d.pop("units"))

        def _parse_reference(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reference = _parse_reference(d.pop("reference"))

        description = d.pop("description")

        created_at = d.pop("createdAt")

        list_ledger_entries_response_200_data_item = cls(
            id=id,
            kind=kind,
            credits_=credits_,
            feature_id=feature_id,
            units=units,
            reference=reference,
            description=description,
            created_at=created_at,
        )

        list_ledger_entries_response_200_data_item.additional_properties = d
        return list_ledger_entries_response_200_data_item

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
