from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetTemplateResponse200ParametersItemDefaultType1Type2")


@_attrs_define
class GetTemplateResponse200ParametersItemDefaultType1Type2:
    """
    Attributes:
        sample (bool): the sample item of the parameter's media kind that the service ships
    """

    sample: bool

    def to_dict(self) -> dict[str, Any]:
        sample = self.sample

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "sample": sample,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        sample = d.pop("sample")

        get_template_response_200_parameters_item_default_type_1_type_2 = cls(
            sample=sample,
        )

        return get_template_response_200_parameters_item_default_type_1_type_2
