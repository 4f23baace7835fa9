from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CreateComponentResponse201")


@_attrs_define
class CreateComponentResponse201:
    """
    Attributes:
        id (str):
        name (str):
        category (str):
        kind (str):
        version (str):
        source (str): default (built-in) or installed (the org's own)
        origin (str): repo-owned or customer-owned
        ejected_from (None | str):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    id: str
    name: str
    category: str
    kind: str
    version: str
    source: str
    origin: str
    ejected_from: None | str
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        category = self.category

        kind = self.kind

        version = self.version

        source = self.source

        origin = self.origin

        ejected_from: None | str
        ejected_from = self.ejected_from

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "category": category,
                "kind": kind,
                "version": version,
                "source": source,
                "origin": origin,
                "ejectedFrom": ejected_from,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        category = d.pop("category")

        kind = d.pop("kind")

        version = d.pop("version")

        source = d.pop("source")

        origin = d.pop("origin")

        def _parse_ejected_from(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ejected_from = _parse_ejected_from(d.pop("ejectedFrom"))

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        create_component_response_201 = cls(
            id=id,
            name=name,
            category=category,
            kind=kind,
            version=version,
            source=source,
            origin=origin,
            ejected_from=ejected_from,
            contract=contract,
            contract_version=contract_version,
        )

        create_component_response_201.additional_properties = d
        return create_component_response_201

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
