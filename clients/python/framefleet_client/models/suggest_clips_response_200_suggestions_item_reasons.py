from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SuggestClipsResponse200SuggestionsItemReasons")


@_attrs_define
class SuggestClipsResponse200SuggestionsItemReasons:
    """
    Attributes:
        hook (float): how strongly the moment grabs attention, from the language model (0 to 1)
        energy (float | None):
        shot_change_at_start (bool | None):
    """

    hook: float
    energy: float | None
    shot_change_at_start: bool | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hook = self.hook

        energy: float | None
        energy = self.energy

        shot_change_at_start: bool | None
        shot_change_at_start = self.shot_change_at_start

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hook": hook,
                "energy": energy,
                "shotChangeAtStart": shot_change_at_start,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        hook = d.pop("hook")

        def _parse_energy(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        energy = _parse_energy(d.pop("energy"))

        def _parse_shot_change_at_start(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        shot_change_at_start = _parse_shot_change_at_start(d.pop("shotChangeAtStart"))

        suggest_clips_response_200_suggestions_item_reasons = cls(
            hook=hook,
            energy=energy,
            shot_change_at_start=shot_change_at_start,
        )

        suggest_clips_response_200_suggestions_item_reasons.additional_properties = d
        return suggest_clips_response_200_suggestions_item_reasons

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
