from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.brief_input import BriefInput


T = TypeVar("T", bound="ConsultBody")


@_attrs_define
class ConsultBody:
    """
    Attributes:
        brief (BriefInput | Unset):
        project_id (str | Unset): consult the brief of this project instead
        question (str | Unset): a free-text question about the proposals, for the language model
    """

    brief: BriefInput | Unset = UNSET
    project_id: str | Unset = UNSET
    question: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        brief: dict[str, Any] | Unset = UNSET
        if not isinstance(self.brief, Unset):
            brief = self.brief.to_dict()

        project_id = self.project_id

        question = self.question

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if brief is not UNSET:
            field_dict["brief"] = brief
        if project_id is not UNSET:
            field_dict["projectId"] = project_id
        if question is not UNSET:
            field_dict["question"] = question

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.brief_input import BriefInput

        d = dict(src_dict)
        _brief = d.pop("brief", UNSET)
        brief: BriefInput | Unset
        if isinstance(_brief, Unset):
            brief = UNSET
        else:
            brief = BriefInput.from_dict(_brief)

        project_id = d.pop("projectId", UNSET)

        question = d.pop("question", UNSET)

        consult_body = cls(
            brief=brief,
            project_id=project_id,
            question=question,
        )

        return consult_body
