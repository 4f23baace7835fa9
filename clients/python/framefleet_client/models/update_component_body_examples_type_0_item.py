from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.update_component_body_examples_type_0_item_props import (
        UpdateComponentBodyExamplesType0ItemProps,
    )


T = TypeVar("T", bound="UpdateComponentBodyExamplesType0Item")


@_attrs_define
class UpdateComponentBodyExamplesType0Item:
    """
    Attributes:
        title (str):
        props (UpdateComponentBodyExamplesType0ItemProps):
    """

    title: str
    props: UpdateComponentBodyExamplesType0ItemProps

    def to_dict(self) -> dict[str, Any]:
        title = self.title

        props = self.props.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "title": title,
                "props": props,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.update_component_body_examples_type_0_item_props import (
            UpdateComponentBodyExamplesType0ItemProps,
        )

        d = dict(src_dict)
        title = d.pop("title")

        props = UpdateComponentBodyExamplesType0ItemProps.from_dict(d.pop("props"))

        update_component_body_examples_type_0_item = cls(
            title=title,
            props=props,
        )

        return update_component_body_examples_type_0_item
