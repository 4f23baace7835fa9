from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GetMeResponse200Surfaces")


@_attrs_define
class GetMeResponse200Surfaces:
    """
    Attributes:
        console (str):
        usage (str):
        billing (str):
        api_keys (str):
        project (None):
    """

    console: str
    usage: str
    billing: str
    api_keys: str
    project: None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        console = self.console

        usage = self.usage

        billing = self.billing

        api_keys = self.api_keys

        project = self.project

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "console": console,
                "usage": usage,
                "billing": billing,
                "apiKeys": api_keys,
                "project": project,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        console = d.pop("console")

        usage = d.pop("usage")

        billing = d.pop("billing")

        api_keys = d.pop("apiKeys")

        project = d.pop("project")

        get_me_response_200_surfaces = cls(
            console=console,
            usage=usage,
            billing=billing,
            api_keys=api_keys,
            project=project,
        )

        get_me_response_200_surfaces.additional_properties = d
        return get_me_response_200_surfaces

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
