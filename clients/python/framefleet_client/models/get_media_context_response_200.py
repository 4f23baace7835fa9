from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.get_media_context_response_200_transcript_type_0 import (
        GetMediaContextResponse200TranscriptType0,
    )


T = TypeVar("T", bound="GetMediaContextResponse200")


@_attrs_define
class GetMediaContextResponse200:
    """
    Attributes:
        media_id (str):
        kind (str):
        duration_sec (float | None):
        has_audio (bool):
        transcript (GetMediaContextResponse200TranscriptType0 | None):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    media_id: str
    kind: str
    duration_sec: float | None
    has_audio: bool
    transcript: GetMediaContextResponse200TranscriptType0 | None
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.get_media_context_response_200_transcript_type_0 import (
            GetMediaContextResponse200TranscriptType0,
        )

        media_id = self.media_id

        kind = self.kind

        duration_sec: float | None
        duration_sec = self.duration_sec

        has_audio = self.has_audio

        transcript: dict[str, Any] | None
        if isinstance(self.transcript, GetMediaContextResponse200TranscriptType0):
            transcript = self.transcript.to_dict()
        else:
            transcript = self.transcript

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "mediaId": media_id,
                "kind": kind,
                "durationSec": duration_sec,
                "hasAudio": has_audio,
                "transcript": transcript,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_media_context_response_200_transcript_type_0 import (
            GetMediaContextResponse200TranscriptType0,
        )

        d = dict(src_dict)
        media_id = d.pop("mediaId")

        kind = d.pop("kind")

        def _parse_duration_sec(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        duration_sec = _parse_duration_sec(d.pop("durationSec"))

        has_audio = d.pop("hasAudio")

        def _parse_transcript(
            data: object,
        ) -> GetMediaContextResponse200TranscriptType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                transcript_type_0 = GetMediaContextResponse200TranscriptType0.from_dict(
                    data
                )

                return transcript_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GetMediaContextResponse200TranscriptType0 | None, data)

        transcript = _parse_transcript(d.pop("transcript"))

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        get_media_context_response_200 = cls(
            media_id=media_id,
            kind=kind,
            duration_sec=duration_sec,
            has_audio=has_audio,
            transcript=transcript,
            contract=contract,
            contract_version=contract_version,
        )

        get_media_context_response_200.additional_properties = d
        return get_media_context_response_200

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
