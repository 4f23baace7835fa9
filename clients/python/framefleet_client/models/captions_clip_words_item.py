from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CaptionsClipWordsItem")


@_attrs_define
class CaptionsClipWordsItem:
    """
    Attributes:
        text (str):
        start (float): seconds in the transcript
        end (float):
        emphasis (bool | Unset):
    """

    text: str
    start: float
    end: float
    emphasis: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        text = self.text

        start = self.start

        end = self.end

        emphasis = self.emphasis

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "text": text,
                "start": start,
                "end": end,
            }
        )
        if emphasis is not UNSET:
            field_dict["emphasis"] = emphasis

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        text = d.pop("text")

        start = d.pop("start")

        end = d.pop("end")

        emphasis = d.pop("emphasis", UNSET)

        captions_clip_words_item = cls(
            text=text,
            start=start,
            end=end,
            emphasis=emphasis,
        )

        return captions_clip_words_item
