from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.critic_patch_rules_type_0_match_type_0 import (
    CriticPatchRulesType0MatchType0,
)
from ..models.critic_patch_rules_type_0_match_type_1 import (
    CriticPatchRulesType0MatchType1,
)

if TYPE_CHECKING:
    from ..models.critic_patch_rules_type_0_conditions_item import (
        CriticPatchRulesType0ConditionsItem,
    )


T = TypeVar("T", bound="CriticPatchRulesType0")


@_attrs_define
class CriticPatchRulesType0:
    """conditions on the built-in critics' scores; a condition over a skipped score does not hold. Write-only.

    Attributes:
        match (CriticPatchRulesType0MatchType0 | CriticPatchRulesType0MatchType1):
        conditions (list[CriticPatchRulesType0ConditionsItem]):
    """

    match: CriticPatchRulesType0MatchType0 | CriticPatchRulesType0MatchType1
    conditions: list[CriticPatchRulesType0ConditionsItem]

    def to_dict(self) -> dict[str, Any]:
        match: str
        if isinstance(self.match, CriticPatchRulesType0MatchType0):
            match = self.match.value
        else:
            match = self.match.value

        conditions = []
        for conditions_item_data in self.conditions:
            conditions_item = conditions_item_data.to_dict()
            conditions.append(conditions_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "match": match,
                "conditions": conditions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.critic_patch_rules_type_0_conditions_item import (
            CriticPatchRulesType0ConditionsItem,
        )

        d = dict(src_dict)

        def _parse_match(
            data: object,
        ) -> CriticPatchRulesType0MatchType0 | CriticPatchRulesType0MatchType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                match_type_0 = CriticPatchRulesType0MatchType0(data)

                return match_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            match_type_1 = CriticPatchRulesType0MatchType1(data)

            return match_type_1

        match = _parse_match(d.pop("match"))

        conditions = []
        _conditions = d.pop("conditions")
        for conditions_item_data in _conditions:
            conditions_item = CriticPatchRulesType0ConditionsItem.from_dict(
                conditions_item_data
            )

            conditions.append(conditions_item)

        critic_patch_rules_type_0 = cls(
            match=match,
            conditions=conditions,
        )

        return critic_patch_rules_type_0
