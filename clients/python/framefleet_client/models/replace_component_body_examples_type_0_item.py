from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.replace_component_body_examples_type_0_item_props import (
        ReplaceComponentBodyExamplesType0ItemProps,
    )


T = TypeVar("T", bound="ReplaceComponentBodyExamplesType0Item")


@_attrs_define
class ReplaceComponentBodyExamplesType0Item:
    """
    Attributes:
        title (str):
        props (ReplaceComponentBodyExamplesType0ItemProps):
    """

    title: str
    props: ReplaceComponentBodyExamplesType0ItemProps

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
        from ..models.replace_component_body_examples_type_0_item_props import (
            ReplaceComponentBodyExamplesType0ItemProps,
        )

        d = dict(src_dict)
        title = d.pop("title")

        props = ReplaceComponentBodyExamplesType0ItemProps.from_dict(d.pop("props"))

        replace_component_body_examples_type_0_item = cls(
            title=title,
            props=props,
        )

        return replace_component_body_examples_type_0_item
