from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.update_critic_response_200_direction_type_0 import (
    UpdateCriticResponse200DirectionType0,
)
from ..models.update_critic_response_200_direction_type_1 import (
    UpdateCriticResponse200DirectionType1,
)
from ..models.update_critic_response_200_phase_type_0 import (
    UpdateCriticResponse200PhaseType0,
)
from ..models.update_critic_response_200_phase_type_1 import (
    UpdateCriticResponse200PhaseType1,
)
from ..models.update_critic_response_200_phase_type_2 import (
    UpdateCriticResponse200PhaseType2,
)
from ..models.update_critic_response_200_tier_type_0 import (
    UpdateCriticResponse200TierType0,
)
from ..models.update_critic_response_200_tier_type_1 import (
    UpdateCriticResponse200TierType1,
)

T = TypeVar("T", bound="UpdateCriticResponse200")


@_attrs_define
class UpdateCriticResponse200:
    """
    Attributes:
        id (str): a built-in critic id (e.g. text-contrast) or crt_… for an org critic
        label (str):
        tier (UpdateCriticResponse200TierType0 | UpdateCriticResponse200TierType1):
        phase (UpdateCriticResponse200PhaseType0 | UpdateCriticResponse200PhaseType1 |
            UpdateCriticResponse200PhaseType2):
        unit (str): the score's unit
        direction (UpdateCriticResponse200DirectionType0 | UpdateCriticResponse200DirectionType1):
        floor (float | None):
        floor_from (None | str):
        measures (str): what the critic measures (for an org critic, whether it has rules, an evaluator or both)
        needs_brief (bool): skipped without a brief
        reference_media_ids (list[str]): the org's media the critic judges against
        has_rules (bool):
        has_evaluator (bool):
        evaluator_cost_cents (int | None):
        evaluator_timeout_ms (int | None):
        created_at (None | str):
        updated_at (None | str):
        signing_secret (None | str):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    id: str
    label: str
    tier: UpdateCriticResponse200TierType0 | UpdateCriticResponse200TierType1
    phase: (
        UpdateCriticResponse200PhaseType0
        | UpdateCriticResponse200PhaseType1
        | UpdateCriticResponse200PhaseType2
    )
    unit: str
    direction: (
        UpdateCriticResponse200DirectionType0 | UpdateCriticResponse200DirectionType1
    )
    floor: float | None
    floor_from: None | str
    measures: str
    needs_brief: bool
    reference_media_ids: list[str]
    has_rules: bool
    has_evaluator: bool
    evaluator_cost_cents: int | None
    evaluator_timeout_ms: int | None
    created_at: None | str
    updated_at: None | str
    signing_secret: None | str
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        label = self.label

        tier: str
        if isinstance(self.tier, UpdateCriticResponse200TierType0):
            tier = self.tier.value
        else:
            tier = self.tier.value

        phase: str
        if isinstance(self.phase, UpdateCriticResponse200PhaseType0) or isinstance(
            self.phase, UpdateCriticResponse200PhaseType1
        ):
            phase = self.phase.value
        else:
            phase = self.phase.value

        unit = self.unit

        direction: str
        if isinstance(self.direction, UpdateCriticResponse200DirectionType0):
            direction = self.direction.value
        else:
            direction = self.direction.value

        floor: float | None
        floor = self.floor

        floor_from: None | str
        floor_from = self.floor_from

        measures = self.measures

        needs_brief = self.needs_brief

        reference_media_ids = self.reference_media_ids

        has_rules = self.has_rules

        has_evaluator = self.has_evaluator

        evaluator_cost_cents: int | None
        evaluator_cost_cents = self.evaluator_cost_cents

        evaluator_timeout_ms: int | None
        evaluator_timeout_ms = self.evaluator_timeout_ms

        created_at: None | str
        created_at = self.created_at

        updated_at: None | str
        updated_at = self.updated_at

        signing_secret: None | str
        signing_secret = self.signing_secret

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "label": label,
                "tier": tier,
                "phase": phase,
                "unit": unit,
                "direction": direction,
                "floor": floor,
                "floorFrom": floor_from,
                "measures": measures,
                "needsBrief": needs_brief,
                "referenceMediaIds": reference_media_ids,
                "hasRules": has_rules,
                "hasEvaluator": has_evaluator,
                "evaluatorCostCents": evaluator_cost_cents,
                "evaluatorTimeoutMs": evaluator_timeout_ms,
                "createdAt": created_at,
                "updatedAt": updated_at,
                "signingSecret": signing_secret,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        label = d.pop("label")

        def _parse_tier(
            data: object,
        ) -> UpdateCriticResponse200TierType0 | UpdateCriticResponse200TierType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tier_type_0 = UpdateCriticResponse200TierType0(data)

                return tier_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            tier_type_1 = UpdateCriticResponse200TierType1(data)

            return tier_type_1

        tier = _parse_tier(d.pop("tier"))

        def _parse_phase(
            data: object,
        ) -> (
            UpdateCriticResponse200PhaseType0
            | UpdateCriticResponse200PhaseType1
            | UpdateCriticResponse200PhaseType2
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                phase_type_0 = UpdateCriticResponse200PhaseType0(data)

                return phase_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                phase_type_1 = UpdateCriticResponse200PhaseType1(data)

                return phase_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            phase_type_2 = UpdateCriticResponse200PhaseType2(data)

            return phase_type_2

        phase = _parse_phase(d.pop("phase"))

        unit = d.pop("unit")

        def _parse_direction(
            data: object,
        ) -> (
            UpdateCriticResponse200DirectionType0
            | UpdateCriticResponse200DirectionType1
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_0 = UpdateCriticResponse200DirectionType0(data)

                return direction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            direction_type_1 = UpdateCriticResponse200DirectionType1(data)

            return direction_type_1

        direction = _parse_direction(d.pop("direction"))

        def _parse_floor(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        floor = _parse_floor(d.pop("floor"))

        def _parse_floor_from(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        floor_from = _parse_floor_from(d.pop("floorFrom"))

        measures = d.pop("measures")

        needs_brief = d.pop("needsBrief")

        reference_media_ids = cast(list[str], d.pop("referenceMediaIds"))

        has_rules = d.pop("hasRules")

        has_evaluator = d.pop("hasEvaluator")

        def _parse_evaluator_cost_cents(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        evaluator_cost_cents = _parse_evaluator_cost_cents(d.pop("evaluatorCostCents"))

        def _parse_evaluator_timeout_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        evaluator_timeout_ms = _parse_evaluator_timeout_ms(d.pop("evaluatorTimeoutMs"))

        def _parse_created_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        created_at = _parse_created_at(d.pop("createdAt"))

        def _parse_updated_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        updated_at = _parse_updated_at(d.pop("updatedAt"))

        def _parse_signing_secret(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        signing_secret = _parse_signing_secret(d.pop("signingSecret"))

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        update_critic_response_200 = cls(
            id=id,
            label=label,
            tier=tier,
            phase=phase,
            unit=unit,
            direction=direction,
            floor=floor,
            floor_from=floor_from,
            measures=measures,
            needs_brief=needs_brief,
            reference_media_ids=reference_media_ids,
            has_rules=has_rules,
            has_evaluator=has_evaluator,
            evaluator_cost_cents=evaluator_cost_cents,
            evaluator_timeout_ms=evaluator_timeout_ms,
            created_at=created_at,
            updated_at=updated_at,
            signing_secret=signing_secret,
            contract=contract,
            contract_version=contract_version,
        )

        update_critic_response_200.additional_properties = d
        return update_critic_response_200

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
