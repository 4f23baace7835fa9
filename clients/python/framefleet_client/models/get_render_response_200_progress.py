from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GetRenderResponse200Progress")


@_attrs_define
class GetRenderResponse200Progress:
    """
    Attributes:
        phase (str):
        percent (float):
        scenes_completed (int):
        scenes_total (int):
    """

    phase: str
    percent: float
    scenes_completed: int
    scenes_total: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        phase = self.phase

        percent = self.percent

        scenes_completed = self.scenes_completed

        scenes_total = self.scenes_total

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "phase": phase,
                "percent": percent,
                "scenesCompleted": scenes_completed,
                "scenesTotal": scenes_total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        phase = d.pop("phase")

        percent = d.pop("percent")

        scenes_completed = d.pop("scenesCompleted")

        scenes_total = d.pop("scenesTotal")

        get_render_response_200_progress = cls(
            phase=phase,
            percent=percent,
            scenes_completed=scenes_completed,
            scenes_total=scenes_total,
        )

        get_render_response_200_progress.additional_properties = d
        return get_render_response_200_progress

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
