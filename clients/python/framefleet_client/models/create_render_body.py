from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.create_render_body_composition import CreateRenderBodyComposition


T = TypeVar("T", bound="CreateRenderBody")


@_attrs_define
class CreateRenderBody:
    """
    Attributes:
        composition (CreateRenderBodyComposition): a composition document, as a project holds
    """

    composition: CreateRenderBodyComposition

    def to_dict(self) -> dict[str, Any]:
        composition = self.composition.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "composition": composition,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.create_render_body_composition import CreateRenderBodyComposition

        d = dict(src_dict)
        composition = CreateRenderBodyComposition.from_dict(d.pop("composition"))

        create_render_body = cls(
            composition=composition,
        )

        return create_render_body
