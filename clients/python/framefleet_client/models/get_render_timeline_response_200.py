from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.get_render_timeline_response_200_scenes_item import (
        GetRenderTimelineResponse200ScenesItem,
    )


T = TypeVar("T", bound="GetRenderTimelineResponse200")


@_attrs_define
class GetRenderTimelineResponse200:
    """
    Attributes:
        render_id (str):
        status (str):
        wall_seconds (float):
        scenes_total (int):
        scenes (list[GetRenderTimelineResponse200ScenesItem]):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    render_id: str
    status: str
    wall_seconds: float
    scenes_total: int
    scenes: list[GetRenderTimelineResponse200ScenesItem]
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        render_id = self.render_id

        status = self.status

        wall_seconds = self.wall_seconds

        scenes_total = self.scenes_total

        scenes = []
        for scenes_item_data in self.scenes:
            scenes_item = scenes_item_data.to_dict()
            scenes.append(scenes_item)

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "renderId": render_id,
                "status": status,
                "wallSeconds": wall_seconds,
                "scenesTotal": scenes_total,
                "scenes": scenes,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_render_timeline_response_200_scenes_item import (
            GetRenderTimelineResponse200ScenesItem,
        )

        d = dict(src_dict)
        render_id = d.pop("renderId")

        status = d.pop("status")

        wall_seconds = d.pop("wallSeconds")

        scenes_total = d.pop("scenesTotal")

        scenes = []
        _scenes = d.pop("scenes")
        for scenes_item_data in _scenes:
            scenes_item = GetRenderTimelineResponse200ScenesItem.from_dict(
                scenes_item_data
            )

            scenes.append(scenes_item)

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        get_render_timeline_response_200 = cls(
            render_id=render_id,
            status=status,
            wall_seconds=wall_seconds,
            scenes_total=scenes_total,
            scenes=scenes,
            contract=contract,
            contract_version=contract_version,
        )

        get_render_timeline_response_200.additional_properties = d
        return get_render_timeline_response_200

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
