from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.component_update_component import ComponentUpdateComponent
    from ..models.component_update_repinned_type_0 import ComponentUpdateRepinnedType0


T = TypeVar("T", bound="ComponentUpdate")


@_attrs_define
class ComponentUpdate:
    """
    Attributes:
        component (ComponentUpdateComponent):
        repinned (ComponentUpdateRepinnedType0 | None):
        placements_pinned_to_previous (int): placements elsewhere in the org (compositions, open compose sessions,
            templates) still on the version before
        contract (str): API contract that produced the body
        contract_version (str):
    """

    component: ComponentUpdateComponent
    repinned: ComponentUpdateRepinnedType0 | None
    placements_pinned_to_previous: int
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.component_update_repinned_type_0 import (
            ComponentUpdateRepinnedType0,
        )

        component = self.component.to_dict()

        repinned: dict[str, Any] | None
        if isinstance(self.repinned, ComponentUpdateRepinnedType0):
            repinned = self.repinned.to_dict()
        else:
            repinned = self.repinned

        placements_pinned_to_previous = self.placements_pinned_to_previous

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "component": component,
                "repinned": repinned,
                "placementsPinnedToPrevious": placements_pinned_to_previous,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.component_update_component import ComponentUpdateComponent
        from ..models.component_update_repinned_type_0 import (
            ComponentUpdateRepinnedType0,
        )

        d = dict(src_dict)
        component = ComponentUpdateComponent.from_dict(d.pop("component"))

        def _parse_repinned(data: object) -> ComponentUpdateRepinnedType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                repinned_type_0 = ComponentUpdateRepinnedType0.from_dict(data)

                return repinned_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ComponentUpdateRepinnedType0 | None, data)

        repinned = _parse_repinned(d.pop("repinned"))

        placements_pinned_to_previous = d.pop("placementsPinnedToPrevious")

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        component_update = cls(
            component=component,
            repinned=repinned,
            placements_pinned_to_previous=placements_pinned_to_previous,
            contract=contract,
            contract_version=contract_version,
        )

        component_update.additional_properties = d
        return component_update

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
