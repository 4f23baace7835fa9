from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.critic_input_phase_type_0 import CriticInputPhaseType0
from ..models.critic_input_phase_type_1 import CriticInputPhaseType1
from ..models.critic_input_phase_type_2 import CriticInputPhaseType2
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.critic_input_rules import CriticInputRules


T = TypeVar("T", bound="CriticInput")


@_attrs_define
class CriticInput:
    """a critic needs rules, an evaluatorUrl, or both (422 otherwise)

    Attributes:
        label (str):
        rubric (str | Unset): what the evaluator judges, in words. Write-only.
        rules (CriticInputRules | Unset): conditions on the built-in critics' scores; a condition over a skipped score
            does not hold. Write-only.
        evaluator_url (str | Unset): https endpoint on a public address that judges the stills (422
            evaluator_url_refused otherwise). Write-only.
        evaluator_cost_cents (int | Unset): the price accepted per evaluator call, in cents; required with evaluatorUrl
        evaluator_timeout_ms (int | Unset): how long a call may take (default 10000)
        floor (float | Unset): the evaluator's score to reach (default 0.5), or for a rules-only critic with match all
            the share of rules that must hold (default 1: every one)
        phase (CriticInputPhaseType0 | CriticInputPhaseType1 | CriticInputPhaseType2 | Unset):
        reference_media_ids (list[str] | Unset): the org's media (422 otherwise)
    """

    label: str
    rubric: str | Unset = UNSET
    rules: CriticInputRules | Unset = UNSET
    evaluator_url: str | Unset = UNSET
    evaluator_cost_cents: int | Unset = UNSET
    evaluator_timeout_ms: int | Unset = UNSET
    floor: float | Unset = UNSET
    phase: (
        CriticInputPhaseType0 | CriticInputPhaseType1 | CriticInputPhaseType2 | Unset
    ) = UNSET
    reference_media_ids: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        rubric = self.rubric

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        evaluator_url = self.evaluator_url

        evaluator_cost_cents = self.evaluator_cost_cents

        evaluator_timeout_ms = self.evaluator_timeout_ms

        floor = self.floor

        phase: str | Unset
        if isinstance(self.phase, Unset):
            phase = UNSET
        elif isinstance(self.phase, CriticInputPhaseType0) or isinstance(
            self.phase, CriticInputPhaseType1
        ):
            phase = self.phase.value
        else:
            phase = self.phase.value

        reference_media_ids: list[str] | Unset = UNSET
        if not isinstance(self.reference_media_ids, Unset):
            reference_media_ids = self.reference_media_ids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
            }
        )
        if rubric is not UNSET:
            field_dict["rubric"] = rubric
        if rules is not UNSET:
            field_dict["rules"] = rules
        if evaluator_url is not UNSET:
            field_dict["evaluatorUrl"] = evaluator_url
        if evaluator_cost_cents is not UNSET:
            field_dict["evaluatorCostCents"] = evaluator_cost_cents
        if evaluator_timeout_ms is not UNSET:
            field_dict["evaluatorTimeoutMs"] = evaluator_timeout_ms
        if floor is not UNSET:
            field_dict["floor"] = floor
        if phase is not UNSET:
            field_dict["phase"] = phase
        if reference_media_ids is not UNSET:
            field_dict["referenceMediaIds"] = reference_media_ids

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.critic_input_rules import CriticInputRules

        d = dict(src_dict)
        label = d.pop("label")

        rubric = d.pop("rubric", UNSET)

        _rules = d.pop("rules", UNSET)
        rules: CriticInputRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = CriticInputRules.from_dict(_rules)

        evaluator_url = d.pop("evaluatorUrl", UNSET)

        evaluator_cost_cents = d.pop("evaluatorCostCents", UNSET)

        evaluator_timeout_ms = d.pop("evaluatorTimeoutMs", UNSET)

        floor = d.pop("floor", UNSET)

        def _parse_phase(
            data: object,
        ) -> (
            CriticInputPhaseType0
            | CriticInputPhaseType1
            | CriticInputPhaseType2
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                phase_type_0 = CriticInputPhaseType0(data)

                return phase_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                phase_type_1 = CriticInputPhaseType1(data)

                return phase_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            phase_type_2 = CriticInputPhaseType2(data)

            return phase_type_2

        phase = _parse_phase(d.pop("phase", UNSET))

        reference_media_ids = cast(list[str], d.pop("referenceMediaIds", UNSET))

        critic_input = cls(
            label=label,
            rubric=rubric,
            rules=rules,
            evaluator_url=evaluator_url,
            evaluator_cost_cents=evaluator_cost_cents,
            evaluator_timeout_ms=evaluator_timeout_ms,
            floor=floor,
            phase=phase,
            reference_media_ids=reference_media_ids,
        )

        return critic_input
