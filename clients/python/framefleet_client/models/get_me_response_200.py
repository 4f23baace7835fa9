from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.get_me_response_200_cost_ceilings import GetMeResponse200CostCeilings
    from ..models.get_me_response_200_entitlements import GetMeResponse200Entitlements
    from ..models.get_me_response_200_generation_limit_type_0 import (
        GetMeResponse200GenerationLimitType0,
    )
    from ..models.get_me_response_200_plan_type_0 import GetMeResponse200PlanType0
    from ..models.get_me_response_200_surfaces import GetMeResponse200Surfaces
    from ..models.get_me_response_200_wallet import GetMeResponse200Wallet


T = TypeVar("T", bound="GetMeResponse200")


@_attrs_define
class GetMeResponse200:
    """
    Attributes:
        org_id (str):
        display_name (None | str):
        plan (GetMeResponse200PlanType0 | None):
        generation_limit (GetMeResponse200GenerationLimitType0 | None):
        entitlements (GetMeResponse200Entitlements):
        cost_ceilings (GetMeResponse200CostCeilings):
        billing_configured (bool):
        surfaces (GetMeResponse200Surfaces):
        wallet (GetMeResponse200Wallet):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    org_id: str
    display_name: None | str
    plan: GetMeResponse200PlanType0 | None
    generation_limit: GetMeResponse200GenerationLimitType0 | None
    entitlements: GetMeResponse200Entitlements
    cost_ceilings: GetMeResponse200CostCeilings
    billing_configured: bool
    surfaces: GetMeResponse200Surfaces
    wallet: GetMeResponse200Wallet
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.get_me_response_200_generation_limit_type_0 import (
            GetMeResponse200GenerationLimitType0,
        )
        from ..models.get_me_response_200_plan_type_0 import GetMeResponse200PlanType0

        org_id = self.org_id

        display_name: None | str
        display_name = self.display_name

        plan: dict[str, Any] | None
        if isinstance(self.plan, GetMeResponse200PlanType0):
            plan = self.plan.to_dict()
        else:
            plan = self.plan

        generation_limit: dict[str, Any] | None
        if isinstance(self.generation_limit, GetMeResponse200GenerationLimitType0):
            generation_limit = self.generation_limit.to_dict()
        else:
            generation_limit = self.generation_limit

        entitlements = self.entitlements.to_dict()

        cost_ceilings = self.cost_ceilings.to_dict()

        billing_configured = self.billing_configured

        surfaces = self.surfaces.to_dict()

        wallet = self.wallet.to_dict()

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "orgId": org_id,
                "displayName": display_name,
                "plan": plan,
                "generationLimit": generation_limit,
                "entitlements": entitlements,
                "costCeilings": cost_ceilings,
                "billingConfigured": billing_configured,
                "surfaces": surfaces,
                "wallet": wallet,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_me_response_200_cost_ceilings import (
            GetMeResponse200CostCeilings,
        )
        from ..models.get_me_response_200_entitlements import (
            GetMeResponse200Entitlements,
        )
        from ..models.get_me_response_200_generation_limit_type_0 import (
            GetMeResponse200GenerationLimitType0,
        )
        from ..models.get_me_response_200_plan_type_0 import GetMeResponse200PlanType0
        from ..models.get_me_response_200_surfaces import GetMeResponse200Surfaces
        from ..models.get_me_response_200_wallet import GetMeResponse200Wallet

        d = dict(src_dict)
        org_id = d.pop("orgId")

        def _parse_display_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        display_name = _parse_display_name(d.pop("displayName"))

        def _parse_plan(data: object) -> GetMeResponse200PlanType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                plan_type_0 = GetMeResponse200PlanType0.from_dict(data)

                return plan_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GetMeResponse200PlanType0 | None, data)

        plan = _parse_plan(d.pop("plan"))

        def _parse_generation_limit(
            data: object,
        ) -> GetMeResponse200GenerationLimitType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                generation_limit_type_0 = (
                    GetMeResponse200GenerationLimitType0.from_dict(data)
                )

                return generation_limit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GetMeResponse200GenerationLimitType0 | None, data)

        generation_limit = _parse_generation_limit(d.pop("generationLimit"))

        entitlements = GetMeResponse200Entitlements.from_dict(d.pop("entitlements"))

        cost_ceilings = GetMeResponse200CostCeilings.from_dict(d.pop("costCeilings"))

        billing_configured = d.pop("billingConfigured")

        surfaces = GetMeResponse200Surfaces.from_dict(d.pop("surfaces"))

        wallet = GetMeResponse200Wallet.from_dict(d.pop("wallet"))

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        get_me_response_200 = cls(
            org_id=org_id,
            display_name=display_name,
            plan=plan,
            generation_limit=generation_limit,
            entitlements=entitlements,
            cost_ceilings=cost_ceilings,
            billing_configured=billing_configured,
            surfaces=surfaces,
            wallet=wallet,
            contract=contract,
            contract_version=contract_version,
        )

        get_me_response_200.additional_properties = d
        return get_me_response_200

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
