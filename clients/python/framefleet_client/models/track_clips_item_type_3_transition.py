from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.track_clips_item_type_3_transition_direction_type_0 import (
    TrackClipsItemType3TransitionDirectionType0,
)
from ..models.track_clips_item_type_3_transition_direction_type_1 import (
    TrackClipsItemType3TransitionDirectionType1,
)
from ..models.track_clips_item_type_3_transition_direction_type_2 import (
    TrackClipsItemType3TransitionDirectionType2,
)
from ..models.track_clips_item_type_3_transition_direction_type_3 import (
    TrackClipsItemType3TransitionDirectionType3,
)
from ..models.track_clips_item_type_3_transition_kind_type_0 import (
    TrackClipsItemType3TransitionKindType0,
)
from ..models.track_clips_item_type_3_transition_kind_type_1 import (
    TrackClipsItemType3TransitionKindType1,
)
from ..models.track_clips_item_type_3_transition_kind_type_2 import (
    TrackClipsItemType3TransitionKindType2,
)
from ..models.track_clips_item_type_3_transition_kind_type_3 import (
    TrackClipsItemType3TransitionKindType3,
)
from ..models.track_clips_item_type_3_transition_kind_type_4 import (
    TrackClipsItemType3TransitionKindType4,
)
from ..models.track_clips_item_type_3_transition_kind_type_5 import (
    TrackClipsItemType3TransitionKindType5,
)
from ..models.track_clips_item_type_3_transition_kind_type_6 import (
    TrackClipsItemType3TransitionKindType6,
)
from ..models.track_clips_item_type_3_transition_kind_type_7 import (
    TrackClipsItemType3TransitionKindType7,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.track_clips_item_type_3_transition_easing_type_1 import (
        TrackClipsItemType3TransitionEasingType1,
    )
    from ..models.track_clips_item_type_3_transition_props import (
        TrackClipsItemType3TransitionProps,
    )


T = TypeVar("T", bound="TrackClipsItemType3Transition")


@_attrs_define
class TrackClipsItemType3Transition:
    """
    Attributes:
        kind (TrackClipsItemType3TransitionKindType0 | TrackClipsItemType3TransitionKindType1 |
            TrackClipsItemType3TransitionKindType2 | TrackClipsItemType3TransitionKindType3 |
            TrackClipsItemType3TransitionKindType4 | TrackClipsItemType3TransitionKindType5 |
            TrackClipsItemType3TransitionKindType6 | TrackClipsItemType3TransitionKindType7):
        duration (float): seconds, centred on the cut
        direction (TrackClipsItemType3TransitionDirectionType0 | TrackClipsItemType3TransitionDirectionType1 |
            TrackClipsItemType3TransitionDirectionType2 | TrackClipsItemType3TransitionDirectionType3 | Unset):
        color (str | Unset): CSS colour or brand token reference (brand:colors.primary)
        easing (str | TrackClipsItemType3TransitionEasingType1 | Unset): easing of the segment that starts at this
            keyframe
        component_id (str | Unset): catalog id of a transition component (kind component)
        version (str | Unset): pinned version of the transition component (default: current; saving pins it)
        props (TrackClipsItemType3TransitionProps | Unset):
    """

    kind: (
        TrackClipsItemType3TransitionKindType0
        | TrackClipsItemType3TransitionKindType1
        | TrackClipsItemType3TransitionKindType2
        | TrackClipsItemType3TransitionKindType3
        | TrackClipsItemType3TransitionKindType4
        | TrackClipsItemType3TransitionKindType5
        | TrackClipsItemType3TransitionKindType6
        | TrackClipsItemType3TransitionKindType7
    )
    duration: float
    direction: (
        TrackClipsItemType3TransitionDirectionType0
        | TrackClipsItemType3TransitionDirectionType1
        | TrackClipsItemType3TransitionDirectionType2
        | TrackClipsItemType3TransitionDirectionType3
        | Unset
    ) = UNSET
    color: str | Unset = UNSET
    easing: str | TrackClipsItemType3TransitionEasingType1 | Unset = UNSET
    component_id: str | Unset = UNSET
    version: str | Unset = UNSET
    props: TrackClipsItemType3TransitionProps | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.track_clips_item_type_3_transition_easing_type_1 import (
            TrackClipsItemType3TransitionEasingType1,
        )

        kind: str
        if (
            isinstance(self.kind, TrackClipsItemType3TransitionKindType0)
            or isinstance(self.kind, TrackClipsItemType3TransitionKindType1)
            or isinstance(self.kind, TrackClipsItemType3TransitionKindType2)
            or isinstance(self.kind, TrackClipsItemType3TransitionKindType3)
            or isinstance(self.kind, TrackClipsItemType3TransitionKindType4)
            or isinstance(self.kind, TrackClipsItemType3TransitionKindType5)
            or isinstance(self.kind, TrackClipsItemType3TransitionKindType6)
        ):
            kind = self.kind.value
        else:
            kind = self.kind.value

        duration = self.duration

        direction: str | Unset
        if isinstance(self.direction, Unset):
            direction = UNSET
        elif (
            isinstance(self.direction, TrackClipsItemType3TransitionDirectionType0)
            or isinstance(self.direction, TrackClipsItemType3TransitionDirectionType1)
            or isinstance(self.direction, TrackClipsItemType3TransitionDirectionType2)
        ):
            direction = self.direction.value
        else:
            direction = self.direction.value

        color = self.color

        easing: dict[str, Any] | str | Unset
        if isinstance(self.easing, Unset):
            easing = UNSET
        elif isinstance(self.easing, TrackClipsItemType3TransitionEasingType1):
            easing = self.easing.to_dict()
        else:
            easing = self.easing

        component_id = self.component_id

        version = self.version

        props: dict[str, Any] | Unset = UNSET
        if not isinstance(self.props, Unset):
            props = self.props.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "duration": duration,
            }
        )
        if direction is not UNSET:
            field_dict["direction"] = direction
        if color is not UNSET:
            field_dict["color"] = color
        if easing is not UNSET:
            field_dict["easing"] = easing
        if component_id is not UNSET:
            field_dict["componentId"] = component_id
        if version is not UNSET:
            field_dict["version"] = version
        if props is not UNSET:
            field_dict["props"] = props

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.track_clips_item_type_3_transition_easing_type_1 import (
            TrackClipsItemType3TransitionEasingType1,
        )
        from ..models.track_clips_item_type_3_transition_props import (
            TrackClipsItemType3TransitionProps,
        )

        d = dict(src_dict)

        def _parse_kind(
            data: object,
        ) -> (
            TrackClipsItemType3TransitionKindType0
            | TrackClipsItemType3TransitionKindType1
            | TrackClipsItemType3TransitionKindType2
            | TrackClipsItemType3TransitionKindType3
            | TrackClipsItemType3TransitionKindType4
            | TrackClipsItemType3TransitionKindType5
            | TrackClipsItemType3TransitionKindType6
            | TrackClipsItemType3TransitionKindType7
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0 = TrackClipsItemType3TransitionKindType0(data)

                return kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_1 = TrackClipsItemType3TransitionKindType1(data)

                return kind_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_2 = TrackClipsItemType3TransitionKindType2(data)

                return kind_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_3 = TrackClipsItemType3TransitionKindType3(data)

                return kind_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_4 = TrackClipsItemType3TransitionKindType4(data)

                return kind_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_5 = TrackClipsItemType3TransitionKindType5(data)

                return kind_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_6 = TrackClipsItemType3TransitionKindType6(data)

                return kind_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            kind_type_7 = TrackClipsItemType3TransitionKindType7(data)

            return kind_type_7

        kind = _parse_kind(d.pop("kind"))

        duration = d.pop("duration")

        def _parse_direction(
            data: object,
        ) -> (
            TrackClipsItemType3TransitionDirectionType0
            | TrackClipsItemType3TransitionDirectionType1
            | TrackClipsItemType3TransitionDirectionType2
            | TrackClipsItemType3TransitionDirectionType3
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_0 = TrackClipsItemType3TransitionDirectionType0(data)

                return direction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_1 = TrackClipsItemType3TransitionDirectionType1(data)

                return direction_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_2 = TrackClipsItemType3TransitionDirectionType2(data)

                return direction_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            direction_type_3 = TrackClipsItemType3TransitionDirectionType3(data)

            return direction_type_3

        direction = _parse_direction(d.pop("direction", UNSET))

        color = d.pop("color", UNSET)

        def _parse_easing(
            data: object,
        ) -> str | TrackClipsItemType3TransitionEasingType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                easing_type_1 = TrackClipsItemType3TransitionEasingType1.from_dict(data)

                return easing_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(str | TrackClipsItemType3TransitionEasingType1 | Unset, data)

        easing = _parse_easing(d.pop("easing", UNSET))

        component_id = d.pop("componentId", UNSET)

        version = d.pop("version", UNSET)

        _props = d.pop("props", UNSET)
        props: TrackClipsItemType3TransitionProps | Unset
        if isinstance(_props, Unset):
            props = UNSET
        else:
            props = TrackClipsItemType3TransitionProps.from_dict(_props)

        track_clips_item_type_3_transition = cls(
            kind=kind,
            duration=duration,
            direction=direction,
            color=color,
            easing=easing,
            component_id=component_id,
            version=version,
            props=props,
        )

        return track_clips_item_type_3_transition
