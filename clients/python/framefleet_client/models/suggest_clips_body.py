from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.suggest_clips_body_window import SuggestClipsBodyWindow


T = TypeVar("T", bound="SuggestClipsBody")


@_attrs_define
class SuggestClipsBody:
    """
    Attributes:
        count (int | Unset): most suggestions to answer Default: 5.
        min_sec (float | Unset): shortest clip, seconds Default: 15.0.
        max_sec (float | Unset): longest clip, seconds Default: 60.0.
        window (SuggestClipsBodyWindow | Unset):
    """

    count: int | Unset = 5
    min_sec: float | Unset = 15.0
    max_sec: float | Unset = 60.0
    window: SuggestClipsBodyWindow | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        min_sec = self.min_sec

        max_sec = self.max_sec

        window: dict[str, Any] | Unset = UNSET
        if not isinstance(self.window, Unset):
            window = self.window.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if count is not UNSET:
            field_dict["count"] = count
        if min_sec is not UNSET:
            field_dict["minSec"] = min_sec
        if max_sec is not UNSET:
            field_dict["maxSec"] = max_sec
        if window is not UNSET:
            field_dict["window"] = window

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.suggest_clips_body_window import SuggestClipsBodyWindow

        d = dict(src_dict)
        count = d.pop("count", UNSET)

        min_sec = d.pop("minSec", UNSET)

        max_sec = d.pop("maxSec", UNSET)

        _window = d.pop("window", UNSET)
        window: SuggestClipsBodyWindow | Unset
        if isinstance(_window, Unset):
            window = UNSET
        else:
            window = SuggestClipsBodyWindow.from_dict(_window)

        suggest_clips_body = cls(
            count=count,
            min_sec=min_sec,
            max_sec=max_sec,
            window=window,
        )

        return suggest_clips_body
