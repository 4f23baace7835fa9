from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.video_clip_transition_direction_type_0 import (
    VideoClipTransitionDirectionType0,
)
from ..models.video_clip_transition_direction_type_1 import (
    VideoClipTransitionDirectionType1,
)
from ..models.video_clip_transition_direction_type_2 import (
    VideoClipTransitionDirectionType2,
)
from ..models.video_clip_transition_direction_type_3 import (
    VideoClipTransitionDirectionType3,
)
from ..models.video_clip_transition_kind_type_0 import VideoClipTransitionKindType0
from ..models.video_clip_transition_kind_type_1 import VideoClipTransitionKindType1
from ..models.video_clip_transition_kind_type_2 import VideoClipTransitionKindType2
from ..models.video_clip_transition_kind_type_3 import VideoClipTransitionKindType3
from ..models.video_clip_transition_kind_type_4 import VideoClipTransitionKindType4
from ..models.video_clip_transition_kind_type_5 import VideoClipTransitionKindType5
from ..models.video_clip_transition_kind_type_6 import VideoClipTransitionKindType6
from ..models.video_clip_transition_kind_type_7 import VideoClipTransitionKindType7
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.video_clip_transition_easing_type_1 import (
        VideoClipTransitionEasingType1,
    )
    from ..models.video_clip_transition_props import VideoClipTransitionProps


T = TypeVar("T", bound="VideoClipTransition")


@_attrs_define
class VideoClipTransition:
    """
    Attributes:
        kind (VideoClipTransitionKindType0 | VideoClipTransitionKindType1 | VideoClipTransitionKindType2 |
            VideoClipTransitionKindType3 | VideoClipTransitionKindType4 | VideoClipTransitionKindType5 |
            VideoClipTransitionKindType6 | VideoClipTransitionKindType7):
        duration (float): seconds, centred on the cut
        direction (Unset | VideoClipTransitionDirectionType0 | VideoClipTransitionDirectionType1 |
            VideoClipTransitionDirectionType2 | VideoClipTransitionDirectionType3):
        color (str | Unset): CSS colour or brand token reference (brand:colors.primary)
        easing (str | Unset | VideoClipTransitionEasingType1): easing of the segment that starts at this keyframe
        component_id (str | Unset): catalog id of a transition component (kind component)
        version (str | Unset): pinned version of the transition component (default: current; saving pins it)
        props (VideoClipTransitionProps | Unset):
    """

    kind: (
        VideoClipTransitionKindType0
        | VideoClipTransitionKindType1
        | VideoClipTransitionKindType2
        | VideoClipTransitionKindType3
        | VideoClipTransitionKindType4
        | VideoClipTransitionKindType5
        | VideoClipTransitionKindType6
        | VideoClipTransitionKindType7
    )
    duration: float
    direction: (
        Unset
        | VideoClipTransitionDirectionType0
        | VideoClipTransitionDirectionType1
        | VideoClipTransitionDirectionType2
        | VideoClipTransitionDirectionType3
    ) = UNSET
    color: str | Unset = UNSET
    easing: str | Unset | VideoClipTransitionEasingType1 = UNSET
    component_id: str | Unset = UNSET
    version: str | Unset = UNSET
    props: VideoClipTransitionProps | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.video_clip_transition_easing_type_1 import (
            VideoClipTransitionEasingType1,
        )

        kind: str
        if (
            isinstance(self.kind, VideoClipTransitionKindType0)
            or isinstance(self.kind, VideoClipTransitionKindType1)
            or isinstance(self.kind, VideoClipTransitionKindType2)
            or isinstance(self.kind, VideoClipTransitionKindType3)
            or isinstance(self.kind, VideoClipTransitionKindType4)
            or isinstance(self.kind, VideoClipTransitionKindType5)
            or isinstance(self.kind, VideoClipTransitionKindType6)
        ):
            kind = self.kind.value
        else:
            kind = self.kind.value

        duration = self.duration

        direction: str | Unset
        if isinstance(self.direction, Unset):
            direction = UNSET
        elif (
            isinstance(self.direction, VideoClipTransitionDirectionType0)
            or isinstance(self.direction, VideoClipTransitionDirectionType1)
            or isinstance(self.direction, VideoClipTransitionDirectionType2)
        ):
            direction = self.direction.value
        else:
            direction = self.direction.value

        color = self.color

        easing: dict[str, Any] | str | Unset
        if isinstance(self.easing, Unset):
            easing = UNSET
        elif isinstance(self.easing, VideoClipTransitionEasingType1):
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
        from ..models.video_clip_transition_easing_type_1 import (
            VideoClipTransitionEasingType1,
        )
        from ..models.video_clip_transition_props import VideoClipTransitionProps

        d = dict(src_dict)

        def _parse_kind(
            data: object,
        ) -> (
            VideoClipTransitionKindType0
            | VideoClipTransitionKindType1
            | VideoClipTransitionKindType2
            | VideoClipTransitionKindType3
            | VideoClipTransitionKindType4
            | VideoClipTransitionKindType5
            | VideoClipTransitionKindType6
            | VideoClipTransitionKindType7
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0 = VideoClipTransitionKindType0(data)

                return kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_1 = VideoClipTransitionKindType1(data)

                return kind_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_2 = VideoClipTransitionKindType2(data)

                return kind_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_3 = VideoClipTransitionKindType3(data)

                return kind_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_4 = VideoClipTransitionKindType4(data)

                return kind_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_5 = VideoClipTransitionKindType5(data)

                return kind_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_6 = VideoClipTransitionKindType6(data)

                return kind_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            kind_type_7 = VideoClipTransitionKindType7(data)

            return kind_type_7

        kind = _parse_kind(d.pop("kind"))

        duration = d.pop("duration")

        def _parse_direction(
            data: object,
        ) -> (
            Unset
            | VideoClipTransitionDirectionType0
            | VideoClipTransitionDirectionType1
            | VideoClipTransitionDirectionType2
            | VideoClipTransitionDirectionType3
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_0 = VideoClipTransitionDirectionType0(data)

                return direction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_1 = VideoClipTransitionDirectionType1(data)

                return direction_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_2 = VideoClipTransitionDirectionType2(data)

                return direction_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            direction_type_3 = VideoClipTransitionDirectionType3(data)

            return direction_type_3

        direction = _parse_direction(d.pop("direction", UNSET))

        color = d.pop("color", UNSET)

        def _parse_easing(data: object) -> str | Unset | VideoClipTransitionEasingType1:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                easing_type_1 = VideoClipTransitionEasingType1.from_dict(data)

                return easing_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(str | Unset | VideoClipTransitionEasingType1, data)

        easing = _parse_easing(d.pop("easing", UNSET))

        component_id = d.pop("componentId", UNSET)

        version = d.pop("version", UNSET)

        _props = d.pop("props", UNSET)
        props: VideoClipTransitionProps | Unset
        if isinstance(_props, Unset):
            props = UNSET
        else:
            props = VideoClipTransitionProps.from_dict(_props)

        video_clip_transition = cls(
            kind=kind,
            duration=duration,
            direction=direction,
            color=color,
            easing=easing,
            component_id=component_id,
            version=version,
            props=props,
        )

        return video_clip_transition
