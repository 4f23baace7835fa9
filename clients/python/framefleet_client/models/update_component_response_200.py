from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.update_component_response_200_component import (
        UpdateComponentResponse200Component,
    )
    from ..models.update_component_response_200_repinned_type_0 import (
        UpdateComponentResponse200RepinnedType0,
    )


T = TypeVar("T", bound="UpdateComponentResponse200")


@_attrs_define
class UpdateComponentResponse200:
    """
    Attributes:
        component (UpdateComponentResponse200Component):
        repinned (None | UpdateComponentResponse200RepinnedType0):
        placements_pinned_to_previous (int): placements elsewhere in the org (compositions, open compose sessions,
            templates) still on the version before
        contract (str): API contract that produced the body
        contract_version (str):
    """

    component: UpdateComponentResponse200Component
    repinned: None | UpdateComponentResponse200RepinnedType0
    placements_pinned_to_previous: int
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.update_component_response_200_repinned_type_0 import (
            UpdateComponentResponse200RepinnedType0,
        )

        component = self.component.to_dict()

        repinned: dict[str, Any] | None
        if isinstance(self.repinned, UpdateComponentResponse200RepinnedType0):
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
        from ..models.update_component_response_200_component import (
            UpdateComponentResponse200Component,
        )
        from ..models.update_component_response_200_repinned_type_0 import (
            UpdateComponentResponse200RepinnedType0,
        )

        d = dict(src_dict)
        component = UpdateComponentResponse200Component.from_dict(d.pop("component"))

        def _parse_repinned(
            data: object,
        ) -> None | UpdateComponentResponse200RepinnedType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                repinned_type_0 = UpdateComponentResponse200RepinnedType0.from_dict(
                    data
                )

                return repinned_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UpdateComponentResponse200RepinnedType0, data)

        repinned = _parse_repinned(d.pop("repinned"))

        placements_pinned_to_previous = d.pop("placementsPinnedToPrevious")

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        update_component_response_200 = cls(
            component=component,
            repinned=repinned,
            placements_pinned_to_previous=placements_pinned_to_previous,
            contract=contract,
            contract_version=contract_version,
        )

        update_component_response_200.additional_properties = d
        return update_component_response_200

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
