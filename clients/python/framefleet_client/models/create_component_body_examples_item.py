from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.create_component_body_examples_item_props import (
        CreateComponentBodyExamplesItemProps,
    )


T = TypeVar("T", bound="CreateComponentBodyExamplesItem")


@_attrs_define
class CreateComponentBodyExamplesItem:
    """
    Attributes:
        title (str):
        props (CreateComponentBodyExamplesItemProps):
    """

    title: str
    props: CreateComponentBodyExamplesItemProps

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
        from ..models.create_component_body_examples_item_props import (
            CreateComponentBodyExamplesItemProps,
        )

        d = dict(src_dict)
        title = d.pop("title")

        props = CreateComponentBodyExamplesItemProps.from_dict(d.pop("props"))

        create_component_body_examples_item = cls(
            title=title,
            props=props,
        )

        return create_component_body_examples_item
