from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.critic_patch_phase_type_0 import CriticPatchPhaseType0
from ..models.critic_patch_phase_type_1 import CriticPatchPhaseType1
from ..models.critic_patch_phase_type_2 import CriticPatchPhaseType2
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.critic_patch_rules_type_0 import CriticPatchRulesType0


T = TypeVar("T", bound="CriticPatch")


@_attrs_define
class CriticPatch:
    """null removes the rubric, the rules or the evaluator; the critic must keep rules or an evaluator

    Attributes:
        label (str | Unset):
        rubric (None | str | Unset):
        rules (CriticPatchRulesType0 | None | Unset):
        evaluator_url (None | str | Unset):
        evaluator_cost_cents (int | Unset): the price accepted per evaluator call, in cents; required with evaluatorUrl
        evaluator_timeout_ms (int | Unset): how long a call may take (default 10000)
        floor (float | Unset): the evaluator's score to reach (default 0.5), or for a rules-only critic with match all
            the share of rules that must hold (default 1: every one)
        phase (CriticPatchPhaseType0 | CriticPatchPhaseType1 | CriticPatchPhaseType2 | Unset):
        reference_media_ids (list[str] | Unset): the org's media (422 otherwise)
    """

    label: str | Unset = UNSET
    rubric: None | str | Unset = UNSET
    rules: CriticPatchRulesType0 | None | Unset = UNSET
    evaluator_url: None | str | Unset = UNSET
    evaluator_cost_cents: int | Unset = UNSET
    evaluator_timeout_ms: int | Unset = UNSET
    floor: float | Unset = UNSET
    phase: (
        CriticPatchPhaseType0 | CriticPatchPhaseType1 | CriticPatchPhaseType2 | Unset
    ) = UNSET
    reference_media_ids: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.critic_patch_rules_type_0 import CriticPatchRulesType0

        label = self.label

        rubric: None | str | Unset
        if isinstance(self.rubric, Unset):
            rubric = UNSET
        else:
            rubric = self.rubric

        rules: dict[str, Any] | None | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif isinstance(self.rules, CriticPatchRulesType0):
            rules = self.rules.to_dict()
        else:
            rules = self.rules

        evaluator_url: None | str | Unset
        if isinstance(self.evaluator_url, Unset):
            evaluator_url = UNSET
        else:
            evaluator_url = self.evaluator_url

        evaluator_cost_cents = self.evaluator_cost_cents

        evaluator_timeout_ms = self.evaluator_timeout_ms

        floor = self.floor

        phase: str | Unset
        if isinstance(self.phase, Unset):
            phase = UNSET
        elif isinstance(self.phase, CriticPatchPhaseType0) or isinstance(
            self.phase, CriticPatchPhaseType1
        ):
            phase = self.phase.value
        else:
            phase = self.phase.value

        reference_media_ids: list[str] | Unset = UNSET
        if not isinstance(self.reference_media_ids, Unset):
            reference_media_ids = self.reference_media_ids

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if label is not UNSET:
            field_dict["label"] = label
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
        from ..models.critic_patch_rules_type_0 import CriticPatchRulesType0

        d = dict(src_dict)
        label = d.pop("label", UNSET)

        def _parse_rubric(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        rubric = _parse_rubric(d.pop("rubric", UNSET))

        def _parse_rules(data: object) -> CriticPatchRulesType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_0 = CriticPatchRulesType0.from_dict(data)

                return rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CriticPatchRulesType0 | None | Unset, data)

        rules = _parse_rules(d.pop("rules", UNSET))

        def _parse_evaluator_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        evaluator_url = _parse_evaluator_url(d.pop("evaluatorUrl", UNSET))

        evaluator_cost_cents = d.pop("evaluatorCostCents", UNSET)

        evaluator_timeout_ms = d.pop("evaluatorTimeoutMs", UNSET)

        floor = d.pop("floor", UNSET)

        def _parse_phase(
            data: object,
        ) -> (
            CriticPatchPhaseType0
            | CriticPatchPhaseType1
            | CriticPatchPhaseType2
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                phase_type_0 = CriticPatchPhaseType0(data)

                return phase_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                phase_type_1 = CriticPatchPhaseType1(data)

                return phase_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            phase_type_2 = CriticPatchPhaseType2(data)

            return phase_type_2

        phase = _parse_phase(d.pop("phase", UNSET))

        reference_media_ids = cast(list[str], d.pop("referenceMediaIds", UNSET))

        critic_patch = cls(
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

        return critic_patch
