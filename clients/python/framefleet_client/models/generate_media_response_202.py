from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.generate_media_response_202_status import GenerateMediaResponse202Status

T = TypeVar("T", bound="GenerateMediaResponse202")


@_attrs_define
class GenerateMediaResponse202:
    """
    Attributes:
        id (str):
        status (GenerateMediaResponse202Status):
        estimate_usd (float):
        generator (str):
        model (str):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    id: str
    status: GenerateMediaResponse202Status
    estimate_usd: float
    generator: str
    model: str
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status = self.status.value

        estimate_usd = self.estimate_usd

        generator = self.generator

        model = self.model

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "status": status,
                "estimateUsd": estimate_usd,
                "generator": generator,
                "model": model,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        status = GenerateMediaResponse202Status(d.pop("status"))

        estimate_usd = d.pop("estimateUsd")

        generator = d.pop("generator")

        model = d.pop("model")

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        generate_media_response_202 = cls(
            id=id,
            status=status,
            estimate_usd=estimate_usd,
            generator=generator,
            model=model,
            contract=contract,
            contract_version=contract_version,
        )

        generate_media_response_202.additional_properties = d
        return generate_media_response_202

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
