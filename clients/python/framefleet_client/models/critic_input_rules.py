from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.critic_input_rules_match_type_0 import CriticInputRulesMatchType0
from ..models.critic_input_rules_match_type_1 import CriticInputRulesMatchType1

if TYPE_CHECKING:
    from ..models.critic_input_rules_conditions_item import (
        CriticInputRulesConditionsItem,
    )


T = TypeVar("T", bound="CriticInputRules")


@_attrs_define
class CriticInputRules:
    """conditions on the built-in critics' scores; a condition over a skipped score does not hold. Write-only.

    Attributes:
        match (CriticInputRulesMatchType0 | CriticInputRulesMatchType1):
        conditions (list[CriticInputRulesConditionsItem]):
    """

    match: CriticInputRulesMatchType0 | CriticInputRulesMatchType1
    conditions: list[CriticInputRulesConditionsItem]

    def to_dict(self) -> dict[str, Any]:
        match: str
        if isinstance(self.match, CriticInputRulesMatchType0):
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
        from ..models.critic_input_rules_conditions_item import (
            CriticInputRulesConditionsItem,
        )

        d = dict(src_dict)

        def _parse_match(
            data: object,
        ) -> CriticInputRulesMatchType0 | CriticInputRulesMatchType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                match_type_0 = CriticInputRulesMatchType0(data)

                return match_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            match_type_1 = CriticInputRulesMatchType1(data)

            return match_type_1

        match = _parse_match(d.pop("match"))

        conditions = []
        _conditions = d.pop("conditions")
        for conditions_item_data in _conditions:
            conditions_item = CriticInputRulesConditionsItem.from_dict(
                conditions_item_data
            )

            conditions.append(conditions_item)

        critic_input_rules = cls(
            match=match,
            conditions=conditions,
        )

        return critic_input_rules
