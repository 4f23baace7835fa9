from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.component_proposal import ComponentProposal


T = TypeVar("T", bound="ConsultResultComponents")


@_attrs_define
class ConsultResultComponents:
    """per role, best first (at most 3); the first of each is placed in the skeleton

    Attributes:
        opener (list[ComponentProposal]):
        lower_third (list[ComponentProposal]):
        call_to_action (list[ComponentProposal]):
        background (list[ComponentProposal]):
        transition (list[ComponentProposal]):
        sound (list[ComponentProposal]):
    """

    opener: list[ComponentProposal]
    lower_third: list[ComponentProposal]
    call_to_action: list[ComponentProposal]
    background: list[ComponentProposal]
    transition: list[ComponentProposal]
    sound: list[ComponentProposal]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        opener = []
        for opener_item_data in self.opener:
            opener_item = opener_item_data.to_dict()
            opener.append(opener_item)

        lower_third = []
        for lower_third_item_data in self.lower_third:
            lower_third_item = lower_third_item_data.to_dict()
            lower_third.append(lower_third_item)

        call_to_action = []
        for call_to_action_item_data in self.call_to_action:
            call_to_action_item = call_to_action_item_data.to_dict()
            call_to_action.append(call_to_action_item)

        background = []
        for background_item_data in self.background:
            background_item = background_item_data.to_dict()
            background.append(background_item)

        transition = []
        for transition_item_data in self.transition:
            transition_item = transition_item_data.to_dict()
            transition.append(transition_item)

        sound = []
        for sound_item_data in self.sound:
            sound_item = sound_item_data.to_dict()
            sound.append(sound_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "opener": opener,
                "lowerThird": lower_third,
                "callToAction": call_to_action,
                "background": background,
                "transition": transition,
                "sound": sound,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.component_proposal import ComponentProposal

        d = dict(src_dict)
        opener = []
        _opener = d.pop("opener")
        for opener_item_data in _opener:
            opener_item = ComponentProposal.from_dict(opener_item_data)

            opener.append(opener_item)

        lower_third = []
        _lower_third = d.pop("lowerThird")
        for lower_third_item_data in _lower_third:
            lower_third_item = ComponentProposal.from_dict(lower_third_item_data)

            lower_third.append(lower_third_item)

        call_to_action = []
        _call_to_action = d.pop("callToAction")
        for call_to_action_item_data in _call_to_action:
            call_to_action_item = ComponentProposal.from_dict(call_to_action_item_data)

            call_to_action.append(call_to_action_item)

        background = []
        _background = d.pop("background")
        for background_item_data in _background:
            background_item = ComponentProposal.from_dict(background_item_data)

            background.append(background_item)

        transition = []
        _transition = d.pop("transition")
        for transition_item_data in _transition:
            transition_item = ComponentProposal.from_dict(transition_item_data)

            transition.append(transition_item)

        sound = []
        _sound = d.pop("sound")
        for sound_item_data in _sound:
            sound_item = ComponentProposal.from_dict(sound_item_data)

            sound.append(sound_item)

        consult_result_components = cls(
            opener=opener,
            lower_third=lower_third,
            call_to_action=call_to_action,
            background=background,
            transition=transition,
            sound=sound,
        )

        consult_result_components.additional_properties = d
        return consult_result_components

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
