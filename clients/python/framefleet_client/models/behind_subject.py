from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BehindSubject")


@_attrs_define
class BehindSubject:
    """draw this clip behind the subject of a video clip (needs a ready matte fact of that video's media covering its
    source window)

        Attributes:
            clip_id (str): id of a video clip on a lower track that overlaps this clip in time; its subject is drawn in
                front of this clip
    """

    clip_id: str

    def to_dict(self) -> dict[str, Any]:
        clip_id = self.clip_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "clipId": clip_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        clip_id = d.pop("clipId")

        behind_subject = cls(
            clip_id=clip_id,
        )

        return behind_subject
