from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CreatePreviewResponse202SeamsType0")


@_attrs_define
class CreatePreviewResponse202SeamsType0:
    """the seam check of the assembled output: at every join between scenes the video's timestamps go on without a missing
    or repeated frame and the scene starts on a key frame, and the sound has no gap and the timeline's length; null
    until assembled

        Attributes:
            checked (bool): false when the node that assembled it ran no seam check
            ok (bool): the check passed (a failed one fails the assembly, which is retried)
            boundaries (int): joins between consecutive scenes (scenes - 1), each checked
            frames (int): frames of the output, each one frame duration after the one before
            audio_sec (float): seconds of sound, gapless and as long as the timeline; 0 when silent
    """

    checked: bool
    ok: bool
    boundaries: int
    frames: int
    audio_sec: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        checked = self.checked

        ok = self.ok

        boundaries = self.boundaries

        frames = self.frames

        audio_sec = self.audio_sec

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "checked": checked,
                "ok": ok,
                "boundaries": boundaries,
                "frames": frames,
                "audioSec": audio_sec,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        checked = d.pop("checked")

        ok = d.pop("ok")

        boundaries = d.pop("boundaries")

        frames = d.pop("frames")

        audio_sec = d.pop("audioSec")

        create_preview_response_202_seams_type_0 = cls(
            checked=checked,
            ok=ok,
            boundaries=boundaries,
            frames=frames,
            audio_sec=audio_sec,
        )

        create_preview_response_202_seams_type_0.additional_properties = d
        return create_preview_response_202_seams_type_0

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
