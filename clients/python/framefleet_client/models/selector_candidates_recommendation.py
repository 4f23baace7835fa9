from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.selector_candidates_recommendation_audio_bed_item import (
        SelectorCandidatesRecommendationAudioBedItem,
    )
    from ..models.selector_candidates_recommendation_cut_schedule_item import (
        SelectorCandidatesRecommendationCutScheduleItem,
    )
    from ..models.selector_candidates_recommendation_suppressed_switches_item import (
        SelectorCandidatesRecommendationSuppressedSwitchesItem,
    )


T = TypeVar("T", bound="SelectorCandidatesRecommendation")


@_attrs_define
class SelectorCandidatesRecommendation:
    """
    Attributes:
        cut_schedule (list[SelectorCandidatesRecommendationCutScheduleItem]):
        audio_bed (list[SelectorCandidatesRecommendationAudioBedItem]):
        suppressed_switches (list[SelectorCandidatesRecommendationSuppressedSwitchesItem]):
    """

    cut_schedule: list[SelectorCandidatesRecommendationCutScheduleItem]
    audio_bed: list[SelectorCandidatesRecommendationAudioBedItem]
    suppressed_switches: list[SelectorCandidatesRecommendationSuppressedSwitchesItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cut_schedule = []
        for cut_schedule_item_data in self.cut_schedule:
            cut_schedule_item = cut_schedule_item_data.to_dict()
            cut_schedule.append(cut_schedule_item)

        audio_bed = []
        for audio_bed_item_data in self.audio_bed:
            audio_bed_item = audio_bed_item_data.to_dict()
            audio_bed.append(audio_bed_item)

        suppressed_switches = []
        for suppressed_switches_item_data in self.suppressed_switches:
            suppressed_switches_item = suppressed_switches_item_data.to_dict()
            suppressed_switches.append(suppressed_switches_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cutSchedule": cut_schedule,
                "audioBed": audio_bed,
                "suppressedSwitches": suppressed_switches,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.selector_candidates_recommendation_audio_bed_item import (
            SelectorCandidatesRecommendationAudioBedItem,
        )
        from ..models.selector_candidates_recommendation_cut_schedule_item import (
            SelectorCandidatesRecommendationCutScheduleItem,
        )
        from ..models.selector_candidates_recommendation_suppressed_switches_item import (
            SelectorCandidatesRecommendationSuppressedSwitchesItem,
        )

        d = dict(src_dict)
        cut_schedule = []
        _cut_schedule = d.pop("cutSchedule")
        for cut_schedule_item_data in _cut_schedule:
            cut_schedule_item = (
                SelectorCandidatesRecommendationCutScheduleItem.from_dict(
                    cut_schedule_item_data
                )
            )

            cut_schedule.append(cut_schedule_item)

        audio_bed = []
        _audio_bed = d.pop("audioBed")
        for audio_bed_item_data in _audio_bed:
            audio_bed_item = SelectorCandidatesRecommendationAudioBedItem.from_dict(
                audio_bed_item_data
            )

            audio_bed.append(audio_bed_item)

        suppressed_switches = []
        _suppressed_switches = d.pop("suppressedSwitches")
        for suppressed_switches_item_data in _suppressed_switches:
            suppressed_switches_item = (
                SelectorCandidatesRecommendationSuppressedSwitchesItem.from_dict(
                    suppressed_switches_item_data
                )
            )

            suppressed_switches.append(suppressed_switches_item)

        selector_candidates_recommendation = cls(
            cut_schedule=cut_schedule,
            audio_bed=audio_bed,
            suppressed_switches=suppressed_switches,
        )

        selector_candidates_recommendation.additional_properties = d
        return selector_candidates_recommendation

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
