from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.keyframe_easing_type_1 import KeyframeEasingType1


T = TypeVar("T", bound="Keyframe")


@_attrs_define
class Keyframe:
    """
    Attributes:
        time (float): seconds from the clip start
        value (float):
        easing (KeyframeEasingType1 | str | Unset): easing of the segment that starts at this keyframe
    """

    time: float
    value: float
    easing: KeyframeEasingType1 | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.keyframe_easing_type_1 import KeyframeEasingType1

        time = self.time

        value = self.value

        easing: dict[str, Any] | str | Unset
        if isinstance(self.easing, Unset):
            easing = UNSET
        elif isinstance(self.easing, KeyframeEasingType1):
            easing = self.easing.to_dict()
        else:
            easing = self.easing

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "time": time,
                "value": value,
            }
        )
        if easing is not UNSET:
            field_dict["easing"] = easing

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.keyframe_easing_type_1 import KeyframeEasingType1

        d = dict(src_dict)
        time = d.pop("time")

        value = d.pop("value")

        def _parse_easing(data: object) -> KeyframeEasingType1 | str | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                easing_type_1 = KeyframeEasingType1.from_dict(data)

                return easing_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(KeyframeEasingType1 | str | Unset, data)

        easing = _parse_easing(d.pop("easing", UNSET))

        keyframe = cls(
            time=time,
            value=value,
            easing=easing,
        )

        return keyframe
