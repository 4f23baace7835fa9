from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AnalyzeTranscriptResponse200Usage")


@_attrs_define
class AnalyzeTranscriptResponse200Usage:
    """
    Attributes:
        prompt_tokens (int):
        completion_tokens (int):
        charged_usd (float): what this call drew from the wallet (ai_tokens, charged once on success)
    """

    prompt_tokens: int
    completion_tokens: int
    charged_usd: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        prompt_tokens = self.prompt_tokens

        completion_tokens = self.completion_tokens

        charged_usd = self.charged_usd

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "promptTokens": prompt_tokens,
                "completionTokens": completion_tokens,
                "chargedUsd": charged_usd,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        prompt_tokens = d.pop("promptTokens")

        completion_tokens = d.pop("completionTokens")

        charged_usd = d.pop("chargedUsd")

        analyze_transcript_response_200_usage = cls(
            prompt_tokens=prompt_tokens,
            completion_tokens=completion_tokens,
            charged_usd=charged_usd,
        )

        analyze_transcript_response_200_usage.additional_properties = d
        return analyze_transcript_response_200_usage

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
