from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.critic_direction_type_0 import CriticDirectionType0
from ..models.critic_direction_type_1 import CriticDirectionType1
from ..models.critic_phase_type_0 import CriticPhaseType0
from ..models.critic_phase_type_1 import CriticPhaseType1
from ..models.critic_phase_type_2 import CriticPhaseType2
from ..models.critic_tier_type_0 import CriticTierType0
from ..models.critic_tier_type_1 import CriticTierType1

T = TypeVar("T", bound="Critic")


@_attrs_define
class Critic:
    """
    Attributes:
        id (str): a built-in critic id (e.g. text-contrast) or crt_… for an org critic
        label (str):
        tier (CriticTierType0 | CriticTierType1):
        phase (CriticPhaseType0 | CriticPhaseType1 | CriticPhaseType2):
        unit (str): the score's unit
        direction (CriticDirectionType0 | CriticDirectionType1):
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
    """

    id: str
    label: str
    tier: CriticTierType0 | CriticTierType1
    phase: CriticPhaseType0 | CriticPhaseType1 | CriticPhaseType2
    unit: str
    direction: CriticDirectionType0 | CriticDirectionType1
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
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        label = self.label

        tier: str
        if isinstance(self.tier, CriticTierType0):
            tier = self.tier.value
        else:
            tier = self.tier.value

        phase: str
        if isinstance(self.phase, CriticPhaseType0) or isinstance(
            self.phase, CriticPhaseType1
        ):
            phase = self.phase.value
        else:
            phase = self.phase.value

        unit = self.unit

        direction: str
        if isinstance(self.direction, CriticDirectionType0):
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
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        label = d.pop("label")

        def _parse_tier(data: object) -> CriticTierType0 | CriticTierType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tier_type_0 = CriticTierType0(data)

                return tier_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            tier_type_1 = CriticTierType1(data)

            return tier_type_1

        tier = _parse_tier(d.pop("tier"))

        def _parse_phase(
            data: object,
        ) -> CriticPhaseType0 | CriticPhaseType1 | CriticPhaseType2:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                phase_type_0 = CriticPhaseType0(data)

                return phase_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                phase_type_1 = CriticPhaseType1(data)

                return phase_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            phase_type_2 = CriticPhaseType2(data)

            return phase_type_2

        phase = _parse_phase(d.pop("phase"))

        unit = d.pop("unit")

        def _parse_direction(
            data: object,
        ) -> CriticDirectionType0 | CriticDirectionType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_0 = CriticDirectionType0(data)

                return direction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            direction_type_1 = CriticDirectionType1(data)

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

        critic = cls(
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
        )

        critic.additional_properties = d
        return critic

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
