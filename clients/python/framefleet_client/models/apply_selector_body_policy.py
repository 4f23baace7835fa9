from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.apply_selector_body_policy_audio_type_0 import (
    ApplySelectorBodyPolicyAudioType0,
)
from ..models.apply_selector_body_policy_audio_type_1 import (
    ApplySelectorBodyPolicyAudioType1,
)
from ..models.apply_selector_body_policy_preferred_roles_item_type_0 import (
    ApplySelectorBodyPolicyPreferredRolesItemType0,
)
from ..models.apply_selector_body_policy_preferred_roles_item_type_1 import (
    ApplySelectorBodyPolicyPreferredRolesItemType1,
)
from ..models.apply_selector_body_policy_preferred_roles_item_type_2 import (
    ApplySelectorBodyPolicyPreferredRolesItemType2,
)
from ..models.apply_selector_body_policy_preferred_roles_item_type_3 import (
    ApplySelectorBodyPolicyPreferredRolesItemType3,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.apply_selector_body_policy_weights import (
        ApplySelectorBodyPolicyWeights,
    )


T = TypeVar("T", bound="ApplySelectorBodyPolicy")


@_attrs_define
class ApplySelectorBodyPolicy:
    """shot lengths, the cool-down between switches, signal weights, preferred roles, and whether the sound follows the
    picture or stays on the best microphone

        Attributes:
            min_shot_sec (float | Unset):
            max_shot_sec (float | Unset):
            cooldown_sec (float | Unset):
            weights (ApplySelectorBodyPolicyWeights | Unset):
            preferred_roles (list[ApplySelectorBodyPolicyPreferredRolesItemType0 |
                ApplySelectorBodyPolicyPreferredRolesItemType1 | ApplySelectorBodyPolicyPreferredRolesItemType2 |
                ApplySelectorBodyPolicyPreferredRolesItemType3] | Unset):
            audio (ApplySelectorBodyPolicyAudioType0 | ApplySelectorBodyPolicyAudioType1 | Unset):
    """

    min_shot_sec: float | Unset = UNSET
    max_shot_sec: float | Unset = UNSET
    cooldown_sec: float | Unset = UNSET
    weights: ApplySelectorBodyPolicyWeights | Unset = UNSET
    preferred_roles: (
        list[
            ApplySelectorBodyPolicyPreferredRolesItemType0
            | ApplySelectorBodyPolicyPreferredRolesItemType1
            | ApplySelectorBodyPolicyPreferredRolesItemType2
            | ApplySelectorBodyPolicyPreferredRolesItemType3
        ]
        | Unset
    ) = UNSET
    audio: (
        ApplySelectorBodyPolicyAudioType0 | ApplySelectorBodyPolicyAudioType1 | Unset
    ) = UNSET

    def to_dict(self) -> dict[str, Any]:
        min_shot_sec = self.min_shot_sec

        max_shot_sec = self.max_shot_sec

        cooldown_sec = self.cooldown_sec

        weights: dict[str, Any] | Unset = UNSET
        if not isinstance(self.weights, Unset):
            weights = self.weights.to_dict()

        preferred_roles: list[str] | Unset = UNSET
        if not isinstance(self.preferred_roles, Unset):
            preferred_roles = []
            for preferred_roles_item_data in self.preferred_roles:
                preferred_roles_item: str
                if (
                    isinstance(
                        preferred_roles_item_data,
                        ApplySelectorBodyPolicyPreferredRolesItemType0,
                    )
                    or isinstance(
                        preferred_roles_item_data,
                        ApplySelectorBodyPolicyPreferredRolesItemType1,
                    )
                    or isinstance(
                        preferred_roles_item_data,
                        ApplySelectorBodyPolicyPreferredRolesItemType2,
                    )
                ):
                    preferred_roles_item = preferred_roles_item_data.value
                else:
                    preferred_roles_item = preferred_roles_item_data.value

                preferred_roles.append(preferred_roles_item)

        audio: str | Unset
        if isinstance(self.audio, Unset):
            audio = UNSET
        elif isinstance(self.audio, ApplySelectorBodyPolicyAudioType0):
            audio = self.audio.value
        else:
            audio = self.audio.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if min_shot_sec is not UNSET:
            field_dict["minShotSec"] = min_shot_sec
        if max_shot_sec is not UNSET:
            field_dict["maxShotSec"] = max_shot_sec
        if cooldown_sec is not UNSET:
            field_dict["cooldownSec"] = cooldown_sec
        if weights is not UNSET:
            field_dict["weights"] = weights
        if preferred_roles is not UNSET:
            field_dict["preferredRoles"] = preferred_roles
        if audio is not UNSET:
            field_dict["audio"] = audio

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.apply_selector_body_policy_weights import (
            ApplySelectorBodyPolicyWeights,
        )

        d = dict(src_dict)
        min_shot_sec = d.pop("minShotSec", UNSET)

        max_shot_sec = d.pop("maxShotSec", UNSET)

        cooldown_sec = d.pop("cooldownSec", UNSET)

        _weights = d.pop("weights", UNSET)
        weights: ApplySelectorBodyPolicyWeights | Unset
        if isinstance(_weights, Unset):
            weights = UNSET
        else:
            weights = ApplySelectorBodyPolicyWeights.from_dict(_weights)

        _preferred_roles = d.pop("preferredRoles", UNSET)
        preferred_roles: (
            list[
                ApplySelectorBodyPolicyPreferredRolesItemType0
                | ApplySelectorBodyPolicyPreferredRolesItemType1
                | ApplySelectorBodyPolicyPreferredRolesItemType2
                | ApplySelectorBodyPolicyPreferredRolesItemType3
            ]
            | Unset
        ) = UNSET
        if _preferred_roles is not UNSET:
            preferred_roles = []
            for preferred_roles_item_data in _preferred_roles:

                def _parse_preferred_roles_item(
                    data: object,
                ) -> (
                    ApplySelectorBodyPolicyPreferredRolesItemType0
                    | ApplySelectorBodyPolicyPreferredRolesItemType1
                    | ApplySelectorBodyPolicyPreferredRolesItemType2
                    | ApplySelectorBodyPolicyPreferredRolesItemType3
                ):
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        preferred_roles_item_type_0 = (
                            ApplySelectorBodyPolicyPreferredRolesItemType0(data)
                        )

                        return preferred_roles_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        preferred_roles_item_type_1 = (
                            ApplySelectorBodyPolicyPreferredRolesItemType1(data)
                        )

                        return preferred_roles_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        preferred_roles_item_type_2 = (
                            ApplySelectorBodyPolicyPreferredRolesItemType2(data)
                        )

                        return preferred_roles_item_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, str):
                        raise TypeError()
                    preferred_roles_item_type_3 = (
                        ApplySelectorBodyPolicyPreferredRolesItemType3(data)
                    )

                    return preferred_roles_item_type_3

                preferred_roles_item = _parse_preferred_roles_item(
                    preferred_roles_item_data
                )

                preferred_roles.append(preferred_roles_item)

        def _parse_audio(
            data: object,
        ) -> (
            ApplySelectorBodyPolicyAudioType0
            | ApplySelectorBodyPolicyAudioType1
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                audio_type_0 = ApplySelectorBodyPolicyAudioType0(data)

                return audio_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            audio_type_1 = ApplySelectorBodyPolicyAudioType1(data)

            return audio_type_1

        audio = _parse_audio(d.pop("audio", UNSET))

        apply_selector_body_policy = cls(
            min_shot_sec=min_shot_sec,
            max_shot_sec=max_shot_sec,
            cooldown_sec=cooldown_sec,
            weights=weights,
            preferred_roles=preferred_roles,
            audio=audio,
        )

        return apply_selector_body_policy
