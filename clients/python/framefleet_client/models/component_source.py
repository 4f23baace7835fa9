from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.component_source_prop_schema import ComponentSourcePropSchema
    from ..models.component_source_tokens import ComponentSourceTokens


T = TypeVar("T", bound="ComponentSource")


@_attrs_define
class ComponentSource:
    """
    Attributes:
        id (str):
        name (str):
        description (str):
        source (str):
        version (str):
        tsx_source (str): the TSX module; compile it as is with POST /v1/components (give it a new id)
        prop_schema (ComponentSourcePropSchema):
        origin (str):
        ejected_from (None | str):
        tokens (ComponentSourceTokens):
        examples (list[Any]):
        duration_in_frames (int):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    id: str
    name: str
    description: str
    source: str
    version: str
    tsx_source: str
    prop_schema: ComponentSourcePropSchema
    origin: str
    ejected_from: None | str
    tokens: ComponentSourceTokens
    examples: list[Any]
    duration_in_frames: int
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        description = self.description

        source = self.source

        version = self.version

        tsx_source = self.tsx_source

        prop_schema = self.prop_schema.to_dict()

        origin = self.origin

        ejected_from: None | str
        ejected_from = self.ejected_from

        tokens = self.tokens.to_dict()

        examples = self.examples

        duration_in_frames = self.duration_in_frames

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "description": description,
                "source": source,
                "version": version,
                "tsxSource": tsx_source,
                "propSchema": prop_schema,
                "origin": origin,
                "ejectedFrom": ejected_from,
                "tokens": tokens,
                "examples": examples,
                "durationInFrames": duration_in_frames,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.component_source_prop_schema import ComponentSourcePropSchema
        from ..models.component_source_tokens import ComponentSourceTokens

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        description = d.pop("description")

        source = d.pop("source")

        version = d.pop("version")

        tsx_source = d.pop("tsxSource")

        prop_schema = ComponentSourcePropSchema.from_dict(d.pop("propSchema"))

        origin = d.pop("origin")

        def _parse_ejected_from(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ejected_from = _parse_ejected_from(d.pop("ejectedFrom"))

        tokens = ComponentSourceTokens.from_dict(d.pop("tokens"))

        examples = cast(list[Any], d.pop("examples"))

        duration_in_frames = d.pop("durationInFrames")

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        component_source = cls(
            id=id,
            name=name,
            description=description,
            source=source,
            version=version,
            tsx_source=tsx_source,
            prop_schema=prop_schema,
            origin=origin,
            ejected_from=ejected_from,
            tokens=tokens,
            examples=examples,
            duration_in_frames=duration_in_frames,
            contract=contract,
            contract_version=contract_version,
        )

        component_source.additional_properties = d
        return component_source

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
