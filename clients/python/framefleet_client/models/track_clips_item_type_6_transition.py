from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.track_clips_item_type_6_transition_direction_type_0 import (
    TrackClipsItemType6TransitionDirectionType0,
)
from ..models.track_clips_item_type_6_transition_direction_type_1 import (
    TrackClipsItemType6TransitionDirectionType1,
)
from ..models.track_clips_item_type_6_transition_direction_type_2 import (
    TrackClipsItemType6TransitionDirectionType2,
)
from ..models.track_clips_item_type_6_transition_direction_type_3 import (
    TrackClipsItemType6TransitionDirectionType3,
)
from ..models.track_clips_item_type_6_transition_kind_type_0 import (
    TrackClipsItemType6TransitionKindType0,
)
from ..models.track_clips_item_type_6_transition_kind_type_1 import (
    TrackClipsItemType6TransitionKindType1,
)
from ..models.track_clips_item_type_6_transition_kind_type_2 import (
    TrackClipsItemType6TransitionKindType2,
)
from ..models.track_clips_item_type_6_transition_kind_type_3 import (
    TrackClipsItemType6TransitionKindType3,
)
from ..models.track_clips_item_type_6_transition_kind_type_4 import (
    TrackClipsItemType6TransitionKindType4,
)
from ..models.track_clips_item_type_6_transition_kind_type_5 import (
    TrackClipsItemType6TransitionKindType5,
)
from ..models.track_clips_item_type_6_transition_kind_type_6 import (
    TrackClipsItemType6TransitionKindType6,
)
from ..models.track_clips_item_type_6_transition_kind_type_7 import (
    TrackClipsItemType6TransitionKindType7,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.track_clips_item_type_6_transition_easing_type_1 import (
        TrackClipsItemType6TransitionEasingType1,
    )
    from ..models.track_clips_item_type_6_transition_props import (
        TrackClipsItemType6TransitionProps,
    )


T = TypeVar("T", bound="TrackClipsItemType6Transition")


@_attrs_define
class TrackClipsItemType6Transition:
    """
    Attributes:
        kind (TrackClipsItemType6TransitionKindType0 | TrackClipsItemType6TransitionKindType1 |
            TrackClipsItemType6TransitionKindType2 | TrackClipsItemType6TransitionKindType3 |
            TrackClipsItemType6TransitionKindType4 | TrackClipsItemType6TransitionKindType5 |
            TrackClipsItemType6TransitionKindType6 | TrackClipsItemType6TransitionKindType7):
        duration (float): seconds, centred on the cut
        direction (TrackClipsItemType6TransitionDirectionType0 | TrackClipsItemType6TransitionDirectionType1 |
            TrackClipsItemType6TransitionDirectionType2 | TrackClipsItemType6TransitionDirectionType3 | Unset):
        color (str | Unset): CSS colour or brand token reference (brand:colors.primary)
        easing (str | TrackClipsItemType6TransitionEasingType1 | Unset): easing of the segment that starts at this
            keyframe
        component_id (str | Unset): catalog id of a transition component (kind component)
        version (str | Unset): pinned version of the transition component (default: current; saving pins it)
        props (TrackClipsItemType6TransitionProps | Unset):
    """

    kind: (
        TrackClipsItemType6TransitionKindType0
        | TrackClipsItemType6TransitionKindType1
        | TrackClipsItemType6TransitionKindType2
        | TrackClipsItemType6TransitionKindType3
        | TrackClipsItemType6TransitionKindType4
        | TrackClipsItemType6TransitionKindType5
        | TrackClipsItemType6TransitionKindType6
        | TrackClipsItemType6TransitionKindType7
    )
    duration: float
    direction: (
        TrackClipsItemType6TransitionDirectionType0
        | TrackClipsItemType6TransitionDirectionType1
        | TrackClipsItemType6TransitionDirectionType2
        | TrackClipsItemType6TransitionDirectionType3
        | Unset
    ) = UNSET
    color: str | Unset = UNSET
    easing: str | TrackClipsItemType6TransitionEasingType1 | Unset = UNSET
    component_id: str | Unset = UNSET
    version: str | Unset = UNSET
    props: TrackClipsItemType6TransitionProps | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.track_clips_item_type_6_transition_easing_type_1 import (
            TrackClipsItemType6TransitionEasingType1,
        )

        kind: str
        if (
            isinstance(self.kind, TrackClipsItemType6TransitionKindType0)
            or isinstance(self.kind, TrackClipsItemType6TransitionKindType1)
            or isinstance(self.kind, TrackClipsItemType6TransitionKindType2)
            or isinstance(self.kind, TrackClipsItemType6TransitionKindType3)
            or isinstance(self.kind, TrackClipsItemType6TransitionKindType4)
            or isinstance(self.kind, TrackClipsItemType6TransitionKindType5)
            or isinstance(self.kind, TrackClipsItemType6TransitionKindType6)
        ):
            kind = self.kind.value
        else:
            kind = self.kind.value

        duration = self.duration

        direction: str | Unset
        if isinstance(self.direction, Unset):
            direction = UNSET
        elif (
            isinstance(self.direction, TrackClipsItemType6TransitionDirectionType0)
            or isinstance(self.direction, TrackClipsItemType6TransitionDirectionType1)
            or isinstance(self.direction, TrackClipsItemType6TransitionDirectionType2)
        ):
            direction = self.direction.value
        else:
            direction = self.direction.value

        color = self.color

        easing: dict[str, Any] | str | Unset
        if isinstance(self.easing, Unset):
            easing = UNSET
        elif isinstance(self.easing, TrackClipsItemType6TransitionEasingType1):
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
        from ..models.track_clips_item_type_6_transition_easing_type_1 import (
            TrackClipsItemType6TransitionEasingType1,
        )
        from ..models.track_clips_item_type_6_transition_props import (
            TrackClipsItemType6TransitionProps,
        )

        d = dict(src_dict)

        def _parse_kind(
            data: object,
        ) -> (
            TrackClipsItemType6TransitionKindType0
            | TrackClipsItemType6TransitionKindType1
            | TrackClipsItemType6TransitionKindType2
            | TrackClipsItemType6TransitionKindType3
            | TrackClipsItemType6TransitionKindType4
            | TrackClipsItemType6TransitionKindType5
            | TrackClipsItemType6TransitionKindType6
            | TrackClipsItemType6TransitionKindType7
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0 = TrackClipsItemType6TransitionKindType0(data)

                return kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_1 = TrackClipsItemType6TransitionKindType1(data)

                return kind_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_2 = TrackClipsItemType6TransitionKindType2(data)

                return kind_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_3 = TrackClipsItemType6TransitionKindType3(data)

                return kind_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_4 = TrackClipsItemType6TransitionKindType4(data)

                return kind_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_5 = TrackClipsItemType6TransitionKindType5(data)

                return kind_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_6 = TrackClipsItemType6TransitionKindType6(data)

                return kind_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            kind_type_7 = TrackClipsItemType6TransitionKindType7(data)

            return kind_type_7

        kind = _parse_kind(d.pop("kind"))

        duration = d.pop("duration")

        def _parse_direction(
            data: object,
        ) -> (
            TrackClipsItemType6TransitionDirectionType0
            | TrackClipsItemType6TransitionDirectionType1
            | TrackClipsItemType6TransitionDirectionType2
            | TrackClipsItemType6TransitionDirectionType3
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_0 = TrackClipsItemType6TransitionDirectionType0(data)

                return direction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_1 = TrackClipsItemType6TransitionDirectionType1(data)

                return direction_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_2 = TrackClipsItemType6TransitionDirectionType2(data)

                return direction_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            direction_type_3 = TrackClipsItemType6TransitionDirectionType3(data)

            return direction_type_3

        direction = _parse_direction(d.pop("direction", UNSET))

        color = d.pop("color", UNSET)

        def _parse_easing(
            data: object,
        ) -> str | TrackClipsItemType6TransitionEasingType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                easing_type_1 = TrackClipsItemType6TransitionEasingType1.from_dict(data)

                return easing_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(str | TrackClipsItemType6TransitionEasingType1 | Unset, data)

        easing = _parse_easing(d.pop("easing", UNSET))

        component_id = d.pop("componentId", UNSET)

        version = d.pop("version", UNSET)

        _props = d.pop("props", UNSET)
        props: TrackClipsItemType6TransitionProps | Unset
        if isinstance(_props, Unset):
            props = UNSET
        else:
            props = TrackClipsItemType6TransitionProps.from_dict(_props)

        track_clips_item_type_6_transition = cls(
            kind=kind,
            duration=duration,
            direction=direction,
            color=color,
            easing=easing,
            component_id=component_id,
            version=version,
            props=props,
        )

        return track_clips_item_type_6_transition
