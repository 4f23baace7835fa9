from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.compose_clip_body_aspect_ratios_item_type_0 import (
    ComposeClipBodyAspectRatiosItemType0,
)
from ..models.compose_clip_body_aspect_ratios_item_type_1 import (
    ComposeClipBodyAspectRatiosItemType1,
)
from ..models.compose_clip_body_aspect_ratios_item_type_2 import (
    ComposeClipBodyAspectRatiosItemType2,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="ComposeClipBody")


@_attrs_define
class ComposeClipBody:
    """
    Attributes:
        start_sec (float): a suggestion's startSec
        end_sec (float): a suggestion's endSec
        title (str):
        aspect_ratios (list[ComposeClipBodyAspectRatiosItemType0 | ComposeClipBodyAspectRatiosItemType1 |
            ComposeClipBodyAspectRatiosItemType2] | Unset):
        captions (bool | Unset):  Default: True.
        short_side (int | Unset): the output's shorter side in pixels Default: 1080.
    """

    start_sec: float
    end_sec: float
    title: str
    aspect_ratios: (
        list[
            ComposeClipBodyAspectRatiosItemType0
            | ComposeClipBodyAspectRatiosItemType1
            | ComposeClipBodyAspectRatiosItemType2
        ]
        | Unset
    ) = UNSET
    captions: bool | Unset = True
    short_side: int | Unset = 1080

    def to_dict(self) -> dict[str, Any]:
        start_sec = self.start_sec

        end_sec = self.end_sec

        title = self.title

        aspect_ratios: list[str] | Unset = UNSET
        if not isinstance(self.aspect_ratios, Unset):
            aspect_ratios = []
            for aspect_ratios_item_data in self.aspect_ratios:
                aspect_ratios_item: str
                if isinstance(
                    aspect_ratios_item_data, ComposeClipBodyAspectRatiosItemType0
                ) or isinstance(
                    aspect_ratios_item_data, ComposeClipBodyAspectRatiosItemType1
                ):
                    aspect_ratios_item = aspect_ratios_item_data.value
                else:
                    aspect_ratios_item = aspect_ratios_item_data.value

                aspect_ratios.append(aspect_ratios_item)

        captions = self.captions

        short_side = self.short_side

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "startSec": start_sec,
                "endSec": end_sec,
                "title": title,
            }
        )
        if aspect_ratios is not UNSET:
            field_dict["aspectRatios"] = aspect_ratios
        if captions is not UNSET:
            field_dict["captions"] = captions
        if short_side is not UNSET:
            field_dict["shortSide"] = short_side

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        start_sec = d.pop("startSec")

        end_sec = d.pop("endSec")

        title = d.pop("title")

        _aspect_ratios = d.pop("aspectRatios", UNSET)
        aspect_ratios: (
            list[
                ComposeClipBodyAspectRatiosItemType0
                | ComposeClipBodyAspectRatiosItemType1
                | ComposeClipBodyAspectRatiosItemType2
            ]
            | Unset
        ) = UNSET
        if _aspect_ratios is not UNSET:
            aspect_ratios = []
            for aspect_ratios_item_data in _aspect_ratios:

                def _parse_aspect_ratios_item(
                    data: object,
                ) -> (
                    ComposeClipBodyAspectRatiosItemType0
                    | ComposeClipBodyAspectRatiosItemType1
                    | ComposeClipBodyAspectRatiosItemType2
                ):
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        aspect_ratios_item_type_0 = (
                            ComposeClipBodyAspectRatiosItemType0(data)
                        )

                        return aspect_ratios_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        aspect_ratios_item_type_1 = (
                            ComposeClipBodyAspectRatiosItemType1(data)
                        )

                        return aspect_ratios_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, str):
                        raise TypeError()
                    aspect_ratios_item_type_2 = ComposeClipBodyAspectRatiosItemType2(
                        data
                    )

                    return aspect_ratios_item_type_2

                aspect_ratios_item = _parse_aspect_ratios_item(aspect_ratios_item_data)

                aspect_ratios.append(aspect_ratios_item)

        captions = d.pop("captions", UNSET)

        short_side = d.pop("shortSide", UNSET)

        compose_clip_body = cls(
            start_sec=start_sec,
            end_sec=end_sec,
            title=title,
            aspect_ratios=aspect_ratios,
            captions=captions,
            short_side=short_side,
        )

        return compose_clip_body
