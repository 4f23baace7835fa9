from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.critic_patch_rules_type_0_conditions_item_op_type_0 import (
    CriticPatchRulesType0ConditionsItemOpType0,
)
from ..models.critic_patch_rules_type_0_conditions_item_op_type_1 import (
    CriticPatchRulesType0ConditionsItemOpType1,
)
from ..models.critic_patch_rules_type_0_conditions_item_op_type_2 import (
    CriticPatchRulesType0ConditionsItemOpType2,
)
from ..models.critic_patch_rules_type_0_conditions_item_op_type_3 import (
    CriticPatchRulesType0ConditionsItemOpType3,
)

T = TypeVar("T", bound="CriticPatchRulesType0ConditionsItem")


@_attrs_define
class CriticPatchRulesType0ConditionsItem:
    """
    Attributes:
        critic (str): a built-in critic id (422 otherwise): text-contrast, title-safe, text-size, caption-speed,
            loudness, black-frozen, pacing, brand-colors, fonts-reproducible, brief-format, must-include-text, logo-present
        op (CriticPatchRulesType0ConditionsItemOpType0 | CriticPatchRulesType0ConditionsItemOpType1 |
            CriticPatchRulesType0ConditionsItemOpType2 | CriticPatchRulesType0ConditionsItemOpType3):
        value (float):
    """

    critic: str
    op: (
        CriticPatchRulesType0ConditionsItemOpType0
        | CriticPatchRulesType0ConditionsItemOpType1
        | CriticPatchRulesType0ConditionsItemOpType2
        | CriticPatchRulesType0ConditionsItemOpType3
    )
    value: float

    def to_dict(self) -> dict[str, Any]:
        critic = self.critic

        op: str
        if (
            isinstance(self.op, CriticPatchRulesType0ConditionsItemOpType0)
            or isinstance(self.op, CriticPatchRulesType0ConditionsItemOpType1)
            or isinstance(self.op, CriticPatchRulesType0ConditionsItemOpType2)
        ):
            op = self.op.value
        else:
            op = self.op.value

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "critic": critic,
                "op": op,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        critic = d.pop("critic")

        def _parse_op(
            data: object,
        ) -> (
            CriticPatchRulesType0ConditionsItemOpType0
            | CriticPatchRulesType0ConditionsItemOpType1
            | CriticPatchRulesType0ConditionsItemOpType2
            | CriticPatchRulesType0ConditionsItemOpType3
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                op_type_0 = CriticPatchRulesType0ConditionsItemOpType0(data)

                return op_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                op_type_1 = CriticPatchRulesType0ConditionsItemOpType1(data)

                return op_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                op_type_2 = CriticPatchRulesType0ConditionsItemOpType2(data)

                return op_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            op_type_3 = CriticPatchRulesType0ConditionsItemOpType3(data)

            return op_type_3

        op = _parse_op(d.pop("op"))

        value = d.pop("value")

        critic_patch_rules_type_0_conditions_item = cls(
            critic=critic,
            op=op,
            value=value,
        )

        return critic_patch_rules_type_0_conditions_item
