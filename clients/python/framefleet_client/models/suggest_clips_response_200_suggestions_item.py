from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.suggest_clips_response_200_suggestions_item_reasons import (
        SuggestClipsResponse200SuggestionsItemReasons,
    )


T = TypeVar("T", bound="SuggestClipsResponse200SuggestionsItem")


@_attrs_define
class SuggestClipsResponse200SuggestionsItem:
    """
    Attributes:
        start_sec (float): seconds from the media start, just before the first word
        end_sec (float): seconds from the media start, just after the last word
        title (str):
        score (float): 0 to 1, the higher the more publishable; suggestions come best first
        reasons (SuggestClipsResponse200SuggestionsItemReasons):
    """

    start_sec: float
    end_sec: float
    title: str
    score: float
    reasons: SuggestClipsResponse200SuggestionsItemReasons
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        start_sec = self.start_sec

        end_sec = self.end_sec

        title = self.title

        score = self.score

        reasons = self.reasons.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "startSec": start_sec,
                "endSec": end_sec,
                "title": title,
                "score": score,
                "reasons": reasons,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.suggest_clips_response_200_suggestions_item_reasons import (
            SuggestClipsResponse200SuggestionsItemReasons,
        )

        d = dict(src_dict)
        start_sec = d.pop("startSec")

        end_sec = d.pop("endSec")

        title = d.pop("title")

        score = d.pop("score")

        reasons = SuggestClipsResponse200SuggestionsItemReasons.from_dict(
            d.pop("reasons")
        )

        suggest_clips_response_200_suggestions_item = cls(
            start_sec=start_sec,
            end_sec=end_sec,
            title=title,
            score=score,
            reasons=reasons,
        )

        suggest_clips_response_200_suggestions_item.additional_properties = d
        return suggest_clips_response_200_suggestions_item

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
