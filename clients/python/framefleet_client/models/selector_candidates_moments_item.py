from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.selector_candidates_moments_item_candidates_item import (
        SelectorCandidatesMomentsItemCandidatesItem,
    )


T = TypeVar("T", bound="SelectorCandidatesMomentsItem")


@_attrs_define
class SelectorCandidatesMomentsItem:
    """
    Attributes:
        start_sec (float):
        end_sec (float):
        chosen (str):
        pacing_note (str):
        candidates (list[SelectorCandidatesMomentsItemCandidatesItem]):
    """

    start_sec: float
    end_sec: float
    chosen: str
    pacing_note: str
    candidates: list[SelectorCandidatesMomentsItemCandidatesItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        start_sec = self.start_sec

        end_sec = self.end_sec

        chosen = self.chosen

        pacing_note = self.pacing_note

        candidates = []
        for candidates_item_data in self.candidates:
            candidates_item = candidates_item_data.to_dict()
            candidates.append(candidates_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "startSec": start_sec,
                "endSec": end_sec,
                "chosen": chosen,
                "pacingNote": pacing_note,
                "candidates": candidates,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.selector_candidates_moments_item_candidates_item import (
            SelectorCandidatesMomentsItemCandidatesItem,
        )

        d = dict(src_dict)
        start_sec = d.pop("startSec")

        end_sec = d.pop("endSec")

        chosen = d.pop("chosen")

        pacing_note = d.pop("pacingNote")

        candidates = []
        _candidates = d.pop("candidates")
        for candidates_item_data in _candidates:
            candidates_item = SelectorCandidatesMomentsItemCandidatesItem.from_dict(
                candidates_item_data
            )

            candidates.append(candidates_item)

        selector_candidates_moments_item = cls(
            start_sec=start_sec,
            end_sec=end_sec,
            chosen=chosen,
            pacing_note=pacing_note,
            candidates=candidates,
        )

        selector_candidates_moments_item.additional_properties = d
        return selector_candidates_moments_item

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
