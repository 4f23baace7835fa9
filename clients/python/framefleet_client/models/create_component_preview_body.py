from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_component_preview_body_params import (
        CreateComponentPreviewBodyParams,
    )


T = TypeVar("T", bound="CreateComponentPreviewBody")


@_attrs_define
class CreateComponentPreviewBody:
    """
    Attributes:
        component_id (str): a catalog component of the org (built-in or its own)
        params (CreateComponentPreviewBodyParams): the component's props (brand:<token> references allowed); omitted
            props take their defaults
        version (str | Unset): the version to draw (default: the current one)
        width (int | Unset): width of the clip in pixels, even; give width and height together, at most 1920x1080 pixels
            in all (default: the component's format)
        height (int | Unset): height of the clip in pixels, even; give width and height together, at most 1920x1080
            pixels in all (default: the component's format)
    """

    component_id: str
    params: CreateComponentPreviewBodyParams
    version: str | Unset = UNSET
    width: int | Unset = UNSET
    height: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        component_id = self.component_id

        params = self.params.to_dict()

        version = self.version

        width = self.width

        height = self.height

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "componentId": component_id,
                "params": params,
            }
        )
        if version is not UNSET:
            field_dict["version"] = version
        if width is not UNSET:
            field_dict["width"] = width
        if height is not UNSET:
            field_dict["height"] = height

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.create_component_preview_body_params import (
            CreateComponentPreviewBodyParams,
        )

        d = dict(src_dict)
        component_id = d.pop("componentId")

        params = CreateComponentPreviewBodyParams.from_dict(d.pop("params"))

        version = d.pop("version", UNSET)

        width = d.pop("width", UNSET)

        height = d.pop("height", UNSET)

        create_component_preview_body = cls(
            component_id=component_id,
            params=params,
            version=version,
            width=width,
            height=height,
        )

        return create_component_preview_body
