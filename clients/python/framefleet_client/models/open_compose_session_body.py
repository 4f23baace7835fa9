from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.open_compose_session_body_seed_composition import (
        OpenComposeSessionBodySeedComposition,
    )


T = TypeVar("T", bound="OpenComposeSessionBody")


@_attrs_define
class OpenComposeSessionBody:
    """optional: without a body the scratch copies the active composition

    Attributes:
        seed_composition (OpenComposeSessionBodySeedComposition | Unset): a composition document (output format, tracks
            of clips, brand kit); checked in full, every bad field reported with 422 composition_invalid
    """

    seed_composition: OpenComposeSessionBodySeedComposition | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seed_composition: dict[str, Any] | Unset = UNSET
        if not isinstance(self.seed_composition, Unset):
            seed_composition = self.seed_composition.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if seed_composition is not UNSET:
            field_dict["seedComposition"] = seed_composition

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.open_compose_session_body_seed_composition import (
            OpenComposeSessionBodySeedComposition,
        )

        d = dict(src_dict)
        _seed_composition = d.pop("seedComposition", UNSET)
        seed_composition: OpenComposeSessionBodySeedComposition | Unset
        if isinstance(_seed_composition, Unset):
            seed_composition = UNSET
        else:
            seed_composition = OpenComposeSessionBodySeedComposition.from_dict(
                _seed_composition
            )

        open_compose_session_body = cls(
            seed_composition=seed_composition,
        )

        return open_compose_session_body
