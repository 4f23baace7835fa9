from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.compose_clip_response_201_compositions_item_aspect_ratio_type_0 import (
    ComposeClipResponse201CompositionsItemAspectRatioType0,
)
from ..models.compose_clip_response_201_compositions_item_aspect_ratio_type_1 import (
    ComposeClipResponse201CompositionsItemAspectRatioType1,
)
from ..models.compose_clip_response_201_compositions_item_aspect_ratio_type_2 import (
    ComposeClipResponse201CompositionsItemAspectRatioType2,
)

T = TypeVar("T", bound="ComposeClipResponse201CompositionsItem")


@_attrs_define
class ComposeClipResponse201CompositionsItem:
    """
    Attributes:
        aspect_ratio (ComposeClipResponse201CompositionsItemAspectRatioType0 |
            ComposeClipResponse201CompositionsItemAspectRatioType1 |
            ComposeClipResponse201CompositionsItemAspectRatioType2):
        project_id (str):
        composition_id (str):
        etag (str):
        width (int):
        height (int):
        duration_sec (float):
    """

    aspect_ratio: (
        ComposeClipResponse201CompositionsItemAspectRatioType0
        | ComposeClipResponse201CompositionsItemAspectRatioType1
        | ComposeClipResponse201CompositionsItemAspectRatioType2
    )
    project_id: str
    composition_id: str
    etag: str
    width: int
    height: int
    duration_sec: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        aspect_ratio: str
        if isinstance(
            self.aspect_ratio, ComposeClipResponse201CompositionsItemAspectRatioType0
        ) or isinstance(
            self.aspect_ratio, ComposeClipResponse201CompositionsItemAspectRatioType1
        ):
            aspect_ratio = self.aspect_ratio.value
        else:
            aspect_ratio = self.aspect_ratio.value

        project_id = self.project_id

        composition_id = self.composition_id

        etag = self.etag

        width = self.width

        height = self.height

        duration_sec = self.duration_sec

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "aspectRatio": aspect_ratio,
                "projectId": project_id,
                "compositionId": composition_id,
                "etag": etag,
                "width": width,
                "height": height,
                "durationSec": duration_sec,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_aspect_ratio(
            data: object,
        ) -> (
            ComposeClipResponse201CompositionsItemAspectRatioType0
            | ComposeClipResponse201CompositionsItemAspectRatioType1
            | ComposeClipResponse201CompositionsItemAspectRatioType2
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                aspect_ratio_type_0 = (
                    ComposeClipResponse201CompositionsItemAspectRatioType0(data)
                )

                return aspect_ratio_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                aspect_ratio_type_1 = (
                    ComposeClipResponse201CompositionsItemAspectRatioType1(data)
                )

                return aspect_ratio_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            aspect_ratio_type_2 = (
                ComposeClipResponse201CompositionsItemAspectRatioType2(data)
            )

            return aspect_ratio_type_2

        aspect_ratio = _parse_aspect_ratio(d.pop("aspectRatio"))

        project_id = d.pop("projectId")

        composition_id = d.pop("compositionId")

        etag = d.pop("etag")

        width = d.pop("width")

        height = d.pop("height")

        duration_sec = d.pop("durationSec")

        compose_clip_response_201_compositions_item = cls(
            aspect_ratio=aspect_ratio,
            project_id=project_id,
            composition_id=composition_id,
            etag=etag,
            width=width,
            height=height,
            duration_sec=duration_sec,
        )

        compose_clip_response_201_compositions_item.additional_properties = d
        return compose_clip_response_201_compositions_item

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
