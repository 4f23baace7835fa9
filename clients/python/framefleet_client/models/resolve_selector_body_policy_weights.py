from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ResolveSelectorBodyPolicyWeights")


@_attrs_define
class ResolveSelectorBodyPolicyWeights:
    """
    Attributes:
        voice (float | Unset):
        face (float | Unset):
        motion (float | Unset):
        sharpness (float | Unset):
        exposure (float | Unset):
        transcript (float | Unset):
    """

    voice: float | Unset = UNSET
    face: float | Unset = UNSET
    motion: float | Unset = UNSET
    sharpness: float | Unset = UNSET
    exposure: float | Unset = UNSET
    transcript: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        voice = self.voice

        face = self.face

        motion = self.motion

        sharpness = self.sharpness

        exposure = self.exposure

        transcript = self.transcript

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if voice is not UNSET:
            field_dict["voice"] = voice
        if face is not UNSET:
            field_dict["face"] = face
        if motion is not UNSET:
            field_dict["motion"] = motion
        if sharpness is not UNSET:
            field_dict["sharpness"] = sharpness
        if exposure is not UNSET:
            field_dict["exposure"] = exposure
        if transcript is not UNSET:
            field_dict["transcript"] = transcript

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        voice = d.pop("voice", UNSET)

        face = d.pop("face", UNSET)

        motion = d.pop("motion", UNSET)

        sharpness = d.pop("sharpness", UNSET)

        exposure = d.pop("exposure", UNSET)

        transcript = d.pop("transcript", UNSET)

        resolve_selector_body_policy_weights = cls(
            voice=voice,
            face=face,
            motion=motion,
            sharpness=sharpness,
            exposure=exposure,
            transcript=transcript,
        )

        return resolve_selector_body_policy_weights
