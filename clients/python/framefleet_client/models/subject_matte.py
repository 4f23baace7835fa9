from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SubjectMatte")


@_attrs_define
class SubjectMatte:
    """set by the service when a render is queued, from the media item's ready matte fact; give it yourself only to local
    renders

        Attributes:
            src (str): the matte video: a path or file:// URL for local renders; matte:<factId> where the service fills it
            start_sec (float): source seconds of the matte's first frame; matte frame i is source time startSec + i / fps
    """

    src: str
    start_sec: float

    def to_dict(self) -> dict[str, Any]:
        src = self.src

        start_sec = self.start_sec

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "src": src,
                "startSec": start_sec,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        src = d.pop("src")

        start_sec = d.pop("startSec")

        subject_matte = cls(
            src=src,
            start_sec=start_sec,
        )

        return subject_matte
