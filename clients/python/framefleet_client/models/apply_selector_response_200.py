from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.apply_selector_response_200_target_type_0 import (
    ApplySelectorResponse200TargetType0,
)
from ..models.apply_selector_response_200_target_type_1 import (
    ApplySelectorResponse200TargetType1,
)

if TYPE_CHECKING:
    from ..models.apply_selector_response_200_composition import (
        ApplySelectorResponse200Composition,
    )


T = TypeVar("T", bound="ApplySelectorResponse200")


@_attrs_define
class ApplySelectorResponse200:
    """
    Attributes:
        target (ApplySelectorResponse200TargetType0 | ApplySelectorResponse200TargetType1):
        composition_id (None | str):
        session_id (None | str):
        etag (str): the new ETag of the composition, or of the scratch
        composition (ApplySelectorResponse200Composition):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    target: ApplySelectorResponse200TargetType0 | ApplySelectorResponse200TargetType1
    composition_id: None | str
    session_id: None | str
    etag: str
    composition: ApplySelectorResponse200Composition
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        target: str
        if isinstance(self.target, ApplySelectorResponse200TargetType0):
            target = self.target.value
        else:
            target = self.target.value

        composition_id: None | str
        composition_id = self.composition_id

        session_id: None | str
        session_id = self.session_id

        etag = self.etag

        composition = self.composition.to_dict()

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "target": target,
                "compositionId": composition_id,
                "sessionId": session_id,
                "etag": etag,
                "composition": composition,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.apply_selector_response_200_composition import (
            ApplySelectorResponse200Composition,
        )

        d = dict(src_dict)

        def _parse_target(
            data: object,
        ) -> ApplySelectorResponse200TargetType0 | ApplySelectorResponse200TargetType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                target_type_0 = ApplySelectorResponse200TargetType0(data)

                return target_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            target_type_1 = ApplySelectorResponse200TargetType1(data)

            return target_type_1

        target = _parse_target(d.pop("target"))

        def _parse_composition_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        composition_id = _parse_composition_id(d.pop("compositionId"))

        def _parse_session_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        session_id = _parse_session_id(d.pop("sessionId"))

        etag = d.pop("etag")

        composition = ApplySelectorResponse200Composition.from_dict(
            d.pop("composition")
        )

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        apply_selector_response_200 = cls(
            target=target,
            composition_id=composition_id,
            session_id=session_id,
            etag=etag,
            composition=composition,
            contract=contract,
            contract_version=contract_version,
        )

        apply_selector_response_200.additional_properties = d
        return apply_selector_response_200

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
