from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ConsultReason")


@_attrs_define
class ConsultReason:
    """
    Attributes:
        field (str): the manifest field that matched: mood, tags, intent, useWhen, useCase, format.aspectRatio, tier,
            pairsWith, avoidWith (templates: timeline.output, name, description, timeline)
        value (str): the value of that field, as the manifest writes it
        points (float): what it adds to the score (0: why the item is a candidate at all)
        why (str):
    """

    field: str
    value: str
    points: float
    why: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        field = self.field

        value = self.value

        points = self.points

        why = self.why

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "field": field,
                "value": value,
                "points": points,
                "why": why,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        field = d.pop("field")

        value = d.pop("value")

        points = d.pop("points")

        why = d.pop("why")

        consult_reason = cls(
            field=field,
            value=value,
            points=points,
            why=why,
        )

        consult_reason.additional_properties = d
        return consult_reason

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
