from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GetRenderTimelineResponse200ScenesItem")


@_attrs_define
class GetRenderTimelineResponse200ScenesItem:
    """
    Attributes:
        scene_index (int):
        node_id (str):
        encoder (None | str):
        frames (int):
        start_sec (float):
        end_sec (float):
    """

    scene_index: int
    node_id: str
    encoder: None | str
    frames: int
    start_sec: float
    end_sec: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        scene_index = self.scene_index

        node_id = self.node_id

        encoder: None | str
        encoder = self.encoder

        frames = self.frames

        start_sec = self.start_sec

        end_sec = self.end_sec

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "sceneIndex": scene_index,
                "nodeId": node_id,
                "encoder": encoder,
                "frames": frames,
                "startSec": start_sec,
                "endSec": end_sec,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        scene_index = d.pop("sceneIndex")

        node_id = d.pop("nodeId")

        def _parse_encoder(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        encoder = _parse_encoder(d.pop("encoder"))

        frames = d.pop("frames")

        start_sec = d.pop("startSec")

        end_sec = d.pop("endSec")

        get_render_timeline_response_200_scenes_item = cls(
            scene_index=scene_index,
            node_id=node_id,
            encoder=encoder,
            frames=frames,
            start_sec=start_sec,
            end_sec=end_sec,
        )

        get_render_timeline_response_200_scenes_item.additional_properties = d
        return get_render_timeline_response_200_scenes_item

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
