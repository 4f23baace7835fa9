from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CaptionsClipTranscript")


@_attrs_define
class CaptionsClipTranscript:
    """the service fills `words` from this media item's transcript before rendering

    Attributes:
        media_id (str):
    """

    media_id: str

    def to_dict(self) -> dict[str, Any]:
        media_id = self.media_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "mediaId": media_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        media_id = d.pop("mediaId")

        captions_clip_transcript = cls(
            media_id=media_id,
        )

        return captions_clip_transcript
