from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.critic_input_rules_conditions_item_op_type_0 import (
    CriticInputRulesConditionsItemOpType0,
)
from ..models.critic_input_rules_conditions_item_op_type_1 import (
    CriticInputRulesConditionsItemOpType1,
)
from ..models.critic_input_rules_conditions_item_op_type_2 import (
    CriticInputRulesConditionsItemOpType2,
)
from ..models.critic_input_rules_conditions_item_op_type_3 import (
    CriticInputRulesConditionsItemOpType3,
)

T = TypeVar("T", bound="CriticInputRulesConditionsItem")


@_attrs_define
class CriticInputRulesConditionsItem:
    """
    Attributes:
        critic (str): a built-in critic id (422 otherwise): text-contrast, title-safe, text-size, caption-speed,
            loudness, black-frozen, pacing, brand-colors, fonts-reproducible, brief-format, must-include-text, logo-present
        op (CriticInputRulesConditionsItemOpType0 | CriticInputRulesConditionsItemOpType1 |
            CriticInputRulesConditionsItemOpType2 | CriticInputRulesConditionsItemOpType3):
        value (float):
    """

    critic: str
    op: (
        CriticInputRulesConditionsItemOpType0
        | CriticInputRulesConditionsItemOpType1
        | CriticInputRulesConditionsItemOpType2
        | CriticInputRulesConditionsItemOpType3
    )
    value: float

    def to_dict(self) -> dict[str, Any]:
        critic = self.critic

        op: str
        if (
            isinstance(self.op, CriticInputRulesConditionsItemOpType0)
            or isinstance(self.op, CriticInputRulesConditionsItemOpType1)
            or isinstance(self.op, CriticInputRulesConditionsItemOpType2)
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
            CriticInputRulesConditionsItemOpType0
            | CriticInputRulesConditionsItemOpType1
            | CriticInputRulesConditionsItemOpType2
            | CriticInputRulesConditionsItemOpType3
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                op_type_0 = CriticInputRulesConditionsItemOpType0(data)

                return op_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                op_type_1 = CriticInputRulesConditionsItemOpType1(data)

                return op_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                op_type_2 = CriticInputRulesConditionsItemOpType2(data)

                return op_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            op_type_3 = CriticInputRulesConditionsItemOpType3(data)

            return op_type_3

        op = _parse_op(d.pop("op"))

        value = d.pop("value")

        critic_input_rules_conditions_item = cls(
            critic=critic,
            op=op,
            value=value,
        )

        return critic_input_rules_conditions_item
