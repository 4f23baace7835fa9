from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_project_body_composition import CreateProjectBodyComposition


T = TypeVar("T", bound="CreateProjectBody")


@_attrs_define
class CreateProjectBody:
    """
    Attributes:
        name (str):
        description (None | str | Unset):
        composition (CreateProjectBodyComposition | Unset): a composition document (output format, tracks of clips,
            brand kit); checked in full, every bad field reported with 422 composition_invalid
    """

    name: str
    description: None | str | Unset = UNSET
    composition: CreateProjectBodyComposition | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        composition: dict[str, Any] | Unset = UNSET
        if not isinstance(self.composition, Unset):
            composition = self.composition.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if composition is not UNSET:
            field_dict["composition"] = composition

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.create_project_body_composition import (
            CreateProjectBodyComposition,
        )

        d = dict(src_dict)
        name = d.pop("name")

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        _composition = d.pop("composition", UNSET)
        composition: CreateProjectBodyComposition | Unset
        if isinstance(_composition, Unset):
            composition = UNSET
        else:
            composition = CreateProjectBodyComposition.from_dict(_composition)

        create_project_body = cls(
            name=name,
            description=description,
            composition=composition,
        )

        return create_project_body
