from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.put_brand_kit_body_motion_entrance_type_0 import (
    PutBrandKitBodyMotionEntranceType0,
)
from ..models.put_brand_kit_body_motion_entrance_type_1 import (
    PutBrandKitBodyMotionEntranceType1,
)
from ..models.put_brand_kit_body_motion_entrance_type_2 import (
    PutBrandKitBodyMotionEntranceType2,
)
from ..models.put_brand_kit_body_motion_entrance_type_3 import (
    PutBrandKitBodyMotionEntranceType3,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.put_brand_kit_body_motion_easing_type_1 import (
        PutBrandKitBodyMotionEasingType1,
    )


T = TypeVar("T", bound="PutBrandKitBodyMotion")


@_attrs_define
class PutBrandKitBodyMotion:
    """
    Attributes:
        duration (float | Unset):
        easing (PutBrandKitBodyMotionEasingType1 | str | Unset): easing of the segment that starts at this keyframe
        entrance (PutBrandKitBodyMotionEntranceType0 | PutBrandKitBodyMotionEntranceType1 |
            PutBrandKitBodyMotionEntranceType2 | PutBrandKitBodyMotionEntranceType3 | Unset):
        stagger_ms (float | Unset):
        exit_ms (float | Unset):
    """

    duration: float | Unset = UNSET
    easing: PutBrandKitBodyMotionEasingType1 | str | Unset = UNSET
    entrance: (
        PutBrandKitBodyMotionEntranceType0
        | PutBrandKitBodyMotionEntranceType1
        | PutBrandKitBodyMotionEntranceType2
        | PutBrandKitBodyMotionEntranceType3
        | Unset
    ) = UNSET
    stagger_ms: float | Unset = UNSET
    exit_ms: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.put_brand_kit_body_motion_easing_type_1 import (
            PutBrandKitBodyMotionEasingType1,
        )

        duration = self.duration

        easing: dict[str, Any] | str | Unset
        if isinstance(self.easing, Unset):
            easing = UNSET
        elif isinstance(self.easing, PutBrandKitBodyMotionEasingType1):
            easing = self.easing.to_dict()
        else:
            easing = self.easing

        entrance: str | Unset
        if isinstance(self.entrance, Unset):
            entrance = UNSET
        elif (
            isinstance(self.entrance, PutBrandKitBodyMotionEntranceType0)
            or isinstance(self.entrance, PutBrandKitBodyMotionEntranceType1)
            or isinstance(self.entrance, PutBrandKitBodyMotionEntranceType2)
        ):
            entrance = self.entrance.value
        else:
            entrance = self.entrance.value

        stagger_ms = self.stagger_ms

        exit_ms = self.exit_ms

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if duration is not UNSET:
            field_dict["duration"] = duration
        if easing is not UNSET:
            field_dict["easing"] = easing
        if entrance is not UNSET:
            field_dict["entrance"] = entrance
        if stagger_ms is not UNSET:
            field_dict["staggerMs"] = stagger_ms
        if exit_ms is not UNSET:
            field_dict["exitMs"] = exit_ms

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.put_brand_kit_body_motion_easing_type_1 import (
            PutBrandKitBodyMotionEasingType1,
        )

        d = dict(src_dict)
        duration = d.pop("duration", UNSET)

        def _parse_easing(
            data: object,
        ) -> PutBrandKitBodyMotionEasingType1 | str | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                easing_type_1 = PutBrandKitBodyMotionEasingType1.from_dict(data)

                return easing_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(PutBrandKitBodyMotionEasingType1 | str | Unset, data)

        easing = _parse_easing(d.pop("easing", UNSET))

        def _parse_entrance(
            data: object,
        ) -> (
            PutBrandKitBodyMotionEntranceType0
            | PutBrandKitBodyMotionEntranceType1
            | PutBrandKitBodyMotionEntranceType2
            | PutBrandKitBodyMotionEntranceType3
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                entrance_type_0 = PutBrandKitBodyMotionEntranceType0(data)

                return entrance_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                entrance_type_1 = PutBrandKitBodyMotionEntranceType1(data)

                return entrance_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                entrance_type_2 = PutBrandKitBodyMotionEntranceType2(data)

                return entrance_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            entrance_type_3 = PutBrandKitBodyMotionEntranceType3(data)

            return entrance_type_3

        entrance = _parse_entrance(d.pop("entrance", UNSET))

        stagger_ms = d.pop("staggerMs", UNSET)

        exit_ms = d.pop("exitMs", UNSET)

        put_brand_kit_body_motion = cls(
            duration=duration,
            easing=easing,
            entrance=entrance,
            stagger_ms=stagger_ms,
            exit_ms=exit_ms,
        )

        return put_brand_kit_body_motion
