from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.consult_result_answer_type_0 import ConsultResultAnswerType0
    from ..models.consult_result_brief import ConsultResultBrief
    from ..models.consult_result_components import ConsultResultComponents
    from ..models.consult_result_skeleton import ConsultResultSkeleton
    from ..models.platform import Platform
    from ..models.template_proposal import TemplateProposal


T = TypeVar("T", bound="ConsultResult")


@_attrs_define
class ConsultResult:
    """
    Attributes:
        brief (ConsultResultBrief): the brief consulted, with every optional part filled in
        platform (Platform):
        templates (list[TemplateProposal]): the org's published templates, best first (at most 3)
        components (ConsultResultComponents): per role, best first (at most 3); the first of each is placed in the
            skeleton
        skeleton (ConsultResultSkeleton): a composition document (output format, tracks of clips, brand kit); checked in
            full, every bad field reported with 422 composition_invalid
        answer (ConsultResultAnswerType0 | None):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    brief: ConsultResultBrief
    platform: Platform
    templates: list[TemplateProposal]
    components: ConsultResultComponents
    skeleton: ConsultResultSkeleton
    answer: ConsultResultAnswerType0 | None
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.consult_result_answer_type_0 import ConsultResultAnswerType0

        brief = self.brief.to_dict()

        platform = self.platform.to_dict()

        templates = []
        for templates_item_data in self.templates:
            templates_item = templates_item_data.to_dict()
            templates.append(templates_item)

        components = self.components.to_dict()

        skeleton = self.skeleton.to_dict()

        answer: dict[str, Any] | None
        if isinstance(self.answer, ConsultResultAnswerType0):
            answer = self.answer.to_dict()
        else:
            answer = self.answer

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "brief": brief,
                "platform": platform,
                "templates": templates,
                "components": components,
                "skeleton": skeleton,
                "answer": answer,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.consult_result_answer_type_0 import ConsultResultAnswerType0
        from ..models.consult_result_brief import ConsultResultBrief
        from ..models.consult_result_components import ConsultResultComponents
        from ..models.consult_result_skeleton import ConsultResultSkeleton
        from ..models.platform import Platform
        from ..models.template_proposal import TemplateProposal

        d = dict(src_dict)
        brief = ConsultResultBrief.from_dict(d.pop("brief"))

        platform = Platform.from_dict(d.pop("platform"))

        templates = []
        _templates = d.pop("templates")
        for templates_item_data in _templates:
            templates_item = TemplateProposal.from_dict(templates_item_data)

            templates.append(templates_item)

        components = ConsultResultComponents.from_dict(d.pop("components"))

        skeleton = ConsultResultSkeleton.from_dict(d.pop("skeleton"))

        def _parse_answer(data: object) -> ConsultResultAnswerType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                answer_type_0 = ConsultResultAnswerType0.from_dict(data)

                return answer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ConsultResultAnswerType0 | None, data)

        answer = _parse_answer(d.pop("answer"))

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        consult_result = cls(
            brief=brief,
            platform=platform,
            templates=templates,
            components=components,
            skeleton=skeleton,
            answer=answer,
            contract=contract,
            contract_version=contract_version,
        )

        consult_result.additional_properties = d
        return consult_result

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
