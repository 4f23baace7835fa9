from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SearchMediaResponse200ResultsItem")


@_attrs_define
class SearchMediaResponse200ResultsItem:
    """
    Attributes:
        media_id (str):
        start_sec (float): seconds from the start of the media
        end_sec (float): end of the moment; equal to startSec for an image
        score (float): cosine similarity of the query and the moment's best frame (higher is nearer)
    """

    media_id: str
    start_sec: float
    end_sec: float
    score: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        media_id = self.media_id

        start_sec = self.start_sec

        end_sec = self.end_sec

        score = self.score

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "mediaId": media_id,
                "startSec": start_sec,
                "endSec": end_sec,
                "score": score,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        media_id = d.pop("mediaId")

        start_sec = d.pop("startSec")

        end_sec = d.pop("endSec")

        score = d.pop("score")

        search_media_response_200_results_item = cls(
            media_id=media_id,
            start_sec=start_sec,
            end_sec=end_sec,
            score=score,
        )

        search_media_response_200_results_item.additional_properties = d
        return search_media_response_200_results_item

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
