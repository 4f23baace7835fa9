from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.replace_compose_session_composition_body_composition import (
        ReplaceComposeSessionCompositionBodyComposition,
    )


T = TypeVar("T", bound="ReplaceComposeSessionCompositionBody")


@_attrs_define
class ReplaceComposeSessionCompositionBody:
    """
    Attributes:
        composition (ReplaceComposeSessionCompositionBodyComposition): a composition document (output format, tracks of
            clips, brand kit); checked in full, every bad field reported with 422 composition_invalid
    """

    composition: ReplaceComposeSessionCompositionBodyComposition

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
        from ..models.replace_compose_session_composition_body_composition import (
            ReplaceComposeSessionCompositionBodyComposition,
        )

        d = dict(src_dict)
        composition = ReplaceComposeSessionCompositionBodyComposition.from_dict(
            d.pop("composition")
        )

        replace_compose_session_composition_body = cls(
            composition=composition,
        )

        return replace_compose_session_composition_body
