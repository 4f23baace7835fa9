from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.get_me_response_200_entitlements_additional_property_type_type_0 import (
    GetMeResponse200EntitlementsAdditionalPropertyTypeType0,
)
from ..models.get_me_response_200_entitlements_additional_property_type_type_1 import (
    GetMeResponse200EntitlementsAdditionalPropertyTypeType1,
)
from ..models.get_me_response_200_entitlements_additional_property_type_type_2 import (
    GetMeResponse200EntitlementsAdditionalPropertyTypeType2,
)
from ..models.get_me_response_200_entitlements_additional_property_unit_type_0 import (
    GetMeResponse200EntitlementsAdditionalPropertyUnitType0,
)
from ..models.get_me_response_200_entitlements_additional_property_unit_type_1 import (
    GetMeResponse200EntitlementsAdditionalPropertyUnitType1,
)
from ..models.get_me_response_200_entitlements_additional_property_unit_type_2 import (
    GetMeResponse200EntitlementsAdditionalPropertyUnitType2,
)
from ..models.get_me_response_200_entitlements_additional_property_unit_type_3 import (
    GetMeResponse200EntitlementsAdditionalPropertyUnitType3,
)

T = TypeVar("T", bound="GetMeResponse200EntitlementsAdditionalProperty")


@_attrs_define
class GetMeResponse200EntitlementsAdditionalProperty:
    """
    Attributes:
        feature_id (str):
        name (str):
        type_ (GetMeResponse200EntitlementsAdditionalPropertyTypeType0 |
            GetMeResponse200EntitlementsAdditionalPropertyTypeType1 |
            GetMeResponse200EntitlementsAdditionalPropertyTypeType2):
        unit (GetMeResponse200EntitlementsAdditionalPropertyUnitType0 |
            GetMeResponse200EntitlementsAdditionalPropertyUnitType1 |
            GetMeResponse200EntitlementsAdditionalPropertyUnitType2 |
            GetMeResponse200EntitlementsAdditionalPropertyUnitType3 | None):
        included (bool | None):
        unlimited (bool | None):
        balance (float | None):
        included_usage (float | None):
        usage (float | None):
        next_reset_at (float | None):
        funded_by (None | str):
        credit_cost (float | None):
        list_usd_per_unit (float | None):
    """

    feature_id: str
    name: str
    type_: (
        GetMeResponse200EntitlementsAdditionalPropertyTypeType0
        | GetMeResponse200EntitlementsAdditionalPropertyTypeType1
        | GetMeResponse200EntitlementsAdditionalPropertyTypeType2
    )
    unit: (
        GetMeResponse200EntitlementsAdditionalPropertyUnitType0
        | GetMeResponse200EntitlementsAdditionalPropertyUnitType1
        | GetMeResponse200EntitlementsAdditionalPropertyUnitType2
        | GetMeResponse200EntitlementsAdditionalPropertyUnitType3
        | None
    )
    included: bool | None
    unlimited: bool | None
    balance: float | None
    included_usage: float | None
    usage: float | None
    next_reset_at: float | None
    funded_by: None | str
    credit_cost: float | None
    list_usd_per_unit: float | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        feature_id = self.feature_id

        name = self.name

        type_: str
        if isinstance(
            self.type_, GetMeResponse200EntitlementsAdditionalPropertyTypeType0
        ) or isinstance(
            self.type_, GetMeResponse200EntitlementsAdditionalPropertyTypeType1
        ):
            type_ = self.type_.value
        else:
            type_ = self.type_.value

        unit: None | str
        if (
            isinstance(
                self.unit, GetMeResponse200EntitlementsAdditionalPropertyUnitType0
            )
            or isinstance(
                self.unit, GetMeResponse200EntitlementsAdditionalPropertyUnitType1
            )
            or isinstance(
                self.unit, GetMeResponse200EntitlementsAdditionalPropertyUnitType2
            )
            or isinstance(
                self.unit, GetMeResponse200EntitlementsAdditionalPropertyUnitType3
            )
        ):
            unit = self.unit.value
        else:
            unit = self.unit

        included: bool | None
        included = self.included

        unlimited: bool | None
        unlimited = self.unlimited

        balance: float | None
        balance = self.balance

        included_usage: float | None
        included_usage = self.included_usage

        usage: float | None
        usage = self.usage

        next_reset_at: float | None
        next_reset_at = self.next_reset_at

        funded_by: None | str
        funded_by = self.funded_by

        credit_cost: float | None
        credit_cost = self.credit_cost

        list_usd_per_unit: float | None
        list_usd_per_unit = self.list_usd_per_unit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "featureId": feature_id,
                "name": name,
                "type": type_,
                "unit": unit,
                "included": included,
                "unlimited": unlimited,
                "balance": balance,
                "includedUsage": included_usage,
                "usage": usage,
                "nextResetAt": next_reset_at,
                "fundedBy": funded_by,
                "creditCost": credit_cost,
                "listUsdPerUnit": list_usd_per_unit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        feature_id = d.pop("featureId")

        name = d.pop("name")

        def _parse_type_(
            data: object,
        ) -> (
            GetMeResponse200EntitlementsAdditionalPropertyTypeType0
            | GetMeResponse200EntitlementsAdditionalPropertyTypeType1
            | GetMeResponse200EntitlementsAdditionalPropertyTypeType2
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_0 = GetMeResponse200EntitlementsAdditionalPropertyTypeType0(
                    data
                )

                return type_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_1 = GetMeResponse200EntitlementsAdditionalPropertyTypeType1(
                    data
                )

                return type_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            type_type_2 = GetMeResponse200EntitlementsAdditionalPropertyTypeType2(data)

            return type_type_2

        type_ = _parse_type_(d.pop("type"))

        def _parse_unit(
            data: object,
        ) -> (
            GetMeResponse200EntitlementsAdditionalPropertyUnitType0
            | GetMeResponse200EntitlementsAdditionalPropertyUnitType1
            | GetMeResponse200EntitlementsAdditionalPropertyUnitType2
            | GetMeResponse200EntitlementsAdditionalPropertyUnitType3
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                unit_type_0 = GetMeResponse200EntitlementsAdditionalPropertyUnitType0(
                    data
                )

                return unit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                unit_type_1 = GetMeResponse200EntitlementsAdditionalPropertyUnitType1(
                    data
                )

                return unit_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                unit_type_2 = GetMeResponse200EntitlementsAdditionalPropertyUnitType2(
                    data
                )

                return unit_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                unit_type_3 = GetMeResponse200EntitlementsAdditionalPropertyUnitType3(
                    data
                )

                return unit_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                GetMeResponse200EntitlementsAdditionalPropertyUnitType0
                | GetMeResponse200EntitlementsAdditionalPropertyUnitType1
                | GetMeResponse200EntitlementsAdditionalPropertyUnitType2
                | GetMeResponse200EntitlementsAdditionalPropertyUnitType3
                | None,
                data,
            )

        unit = _parse_unit(d.pop("unit"))

        def _parse_included(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        included = _parse_included(d.pop("included"))

        def _parse_unlimited(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        unlimited = _parse_unlimited(d.pop("unlimited"))

        def _parse_balance(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        balance = _parse_balance(d.pop("balance"))

        def _parse_included_usage(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        included_usage = _parse_included_usage(d.pop("includedUsage"))

        def _parse_usage(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        usage = _parse_usage(d.pop("usage"))

        def _parse_next_reset_at(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        next_reset_at = _parse_next_reset_at(d.pop("nextResetAt"))

        def _parse_funded_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        funded_by = _parse_funded_by(d.pop("fundedBy"))

        def _parse_credit_cost(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        credit_cost = _parse_credit_cost(d.pop("creditCost"))

        def _parse_list_usd_per_unit(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        list_usd_per_unit = _parse_list_usd_per_unit(d.pop("listUsdPerUnit"))

        get_me_response_200_entitlements_additional_property = cls(
            feature_id=feature_id,
            name=name,
            type_=type_,
            unit=unit,
            included=included,
            unlimited=unlimited,
            balance=balance,
            included_usage=included_usage,
            usage=usage,
            next_reset_at=next_reset_at,
            funded_by=funded_by,
            credit_cost=credit_cost,
            list_usd_per_unit=list_usd_per_unit,
        )

        get_me_response_200_entitlements_additional_property.additional_properties = d
        return get_me_response_200_entitlements_additional_property

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
