from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.track_clips_item_type_3_blend_mode_type_0 import (
    TrackClipsItemType3BlendModeType0,
)
from ..models.track_clips_item_type_3_blend_mode_type_1 import (
    TrackClipsItemType3BlendModeType1,
)
from ..models.track_clips_item_type_3_blend_mode_type_2 import (
    TrackClipsItemType3BlendModeType2,
)
from ..models.track_clips_item_type_3_blend_mode_type_3 import (
    TrackClipsItemType3BlendModeType3,
)
from ..models.track_clips_item_type_3_blend_mode_type_4 import (
    TrackClipsItemType3BlendModeType4,
)
from ..models.track_clips_item_type_3_blend_mode_type_5 import (
    TrackClipsItemType3BlendModeType5,
)
from ..models.track_clips_item_type_3_blend_mode_type_6 import (
    TrackClipsItemType3BlendModeType6,
)
from ..models.track_clips_item_type_3_blend_mode_type_7 import (
    TrackClipsItemType3BlendModeType7,
)
from ..models.track_clips_item_type_3_blend_mode_type_8 import (
    TrackClipsItemType3BlendModeType8,
)
from ..models.track_clips_item_type_3_kind import TrackClipsItemType3Kind
from ..models.track_clips_item_type_3_shape_type_0 import TrackClipsItemType3ShapeType0
from ..models.track_clips_item_type_3_shape_type_1 import TrackClipsItemType3ShapeType1
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.track_clips_item_type_3_animate import TrackClipsItemType3Animate
    from ..models.track_clips_item_type_3_behind_subject import (
        TrackClipsItemType3BehindSubject,
    )
    from ..models.track_clips_item_type_3_crop import TrackClipsItemType3Crop
    from ..models.track_clips_item_type_3_fill_type_1 import (
        TrackClipsItemType3FillType1,
    )
    from ..models.track_clips_item_type_3_stroke import TrackClipsItemType3Stroke
    from ..models.track_clips_item_type_3_transform import TrackClipsItemType3Transform
    from ..models.track_clips_item_type_3_transition import (
        TrackClipsItemType3Transition,
    )


T = TypeVar("T", bound="TrackClipsItemType3")


@_attrs_define
class TrackClipsItemType3:
    """
    Attributes:
        kind (TrackClipsItemType3Kind):
        start (float): timeline seconds
        duration (float): seconds on the timeline
        shape (TrackClipsItemType3ShapeType0 | TrackClipsItemType3ShapeType1):
        id (str | Unset): unique among the clips of the composition; behindSubject names clips by it
        name (str | Unset):
        fill (str | TrackClipsItemType3FillType1 | Unset):
        stroke (TrackClipsItemType3Stroke | Unset):
        radius (float | Unset): corner radius in pixels (rectangle)
        behind_subject (TrackClipsItemType3BehindSubject | Unset): draw this clip behind the subject of a video clip
            (needs a ready matte fact of that video's media covering its source window)
        transform (TrackClipsItemType3Transform | Unset):
        opacity (float | Unset):
        crop (TrackClipsItemType3Crop | Unset): fractions of the source cut from each side before fitting
        blend_mode (TrackClipsItemType3BlendModeType0 | TrackClipsItemType3BlendModeType1 |
            TrackClipsItemType3BlendModeType2 | TrackClipsItemType3BlendModeType3 | TrackClipsItemType3BlendModeType4 |
            TrackClipsItemType3BlendModeType5 | TrackClipsItemType3BlendModeType6 | TrackClipsItemType3BlendModeType7 |
            TrackClipsItemType3BlendModeType8 | Unset):
        animate (TrackClipsItemType3Animate | Unset): numeric property path → keyframes
        transition (TrackClipsItemType3Transition | Unset):
    """

    kind: TrackClipsItemType3Kind
    start: float
    duration: float
    shape: TrackClipsItemType3ShapeType0 | TrackClipsItemType3ShapeType1
    id: str | Unset = UNSET
    name: str | Unset = UNSET
    fill: str | TrackClipsItemType3FillType1 | Unset = UNSET
    stroke: TrackClipsItemType3Stroke | Unset = UNSET
    radius: float | Unset = UNSET
    behind_subject: TrackClipsItemType3BehindSubject | Unset = UNSET
    transform: TrackClipsItemType3Transform | Unset = UNSET
    opacity: float | Unset = UNSET
    crop: TrackClipsItemType3Crop | Unset = UNSET
    blend_mode: (
        TrackClipsItemType3BlendModeType0
        | TrackClipsItemType3BlendModeType1
        | TrackClipsItemType3BlendModeType2
        | TrackClipsItemType3BlendModeType3
        | TrackClipsItemType3BlendModeType4
        | TrackClipsItemType3BlendModeType5
        | TrackClipsItemType3BlendModeType6
        | TrackClipsItemType3BlendModeType7
        | TrackClipsItemType3BlendModeType8
        | Unset
    ) = UNSET
    animate: TrackClipsItemType3Animate | Unset = UNSET
    transition: TrackClipsItemType3Transition | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.track_clips_item_type_3_fill_type_1 import (
            TrackClipsItemType3FillType1,
        )

        kind = self.kind.value

        start = self.start

        duration = self.duration

        shape: str
        if isinstance(self.shape, TrackClipsItemType3ShapeType0):
            shape = self.shape.value
        else:
            shape = self.shape.value

        id = self.id

        name = self.name

        fill: dict[str, Any] | str | Unset
        if isinstance(self.fill, Unset):
            fill = UNSET
        elif isinstance(self.fill, TrackClipsItemType3FillType1):
            fill = self.fill.to_dict()
        else:
            fill = self.fill

        stroke: dict[str, Any] | Unset = UNSET
        if not isinstance(self.stroke, Unset):
            stroke = self.stroke.to_dict()

        radius = self.radius

        behind_subject: dict[str, Any] | Unset = UNSET
        if not isinstance(self.behind_subject, Unset):
            behind_subject = self.behind_subject.to_dict()

        transform: dict[str, Any] | Unset = UNSET
        if not isinstance(self.transform, Unset):
            transform = self.transform.to_dict()

        opacity = self.opacity

        crop: dict[str, Any] | Unset = UNSET
        if not isinstance(self.crop, Unset):
            crop = self.crop.to_dict()

        blend_mode: str | Unset
        if isinstance(self.blend_mode, Unset):
            blend_mode = UNSET
        elif (
            isinstance(self.blend_mode, TrackClipsItemType3BlendModeType0)
            or isinstance(self.blend_mode, TrackClipsItemType3BlendModeType1)
            or isinstance(self.blend_mode, TrackClipsItemType3BlendModeType2)
            or isinstance(self.blend_mode, TrackClipsItemType3BlendModeType3)
            or isinstance(self.blend_mode, TrackClipsItemType3BlendModeType4)
            or isinstance(self.blend_mode, TrackClipsItemType3BlendModeType5)
            or isinstance(self.blend_mode, TrackClipsItemType3BlendModeType6)
            or isinstance(self.blend_mode, TrackClipsItemType3BlendModeType7)
        ):
            blend_mode = self.blend_mode.value
        else:
            blend_mode = self.blend_mode.value

        animate: dict[str, Any] | Unset = UNSET
        if not isinstance(self.animate, Unset):
            animate = self.animate.to_dict()

        transition: dict[str, Any] | Unset = UNSET
        if not isinstance(self.transition, Unset):
            transition = self.transition.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "start": start,
                "duration": duration,
                "shape": shape,
            }
        )
        if id is not UNSET:
            field_dict["id"] = id
        if name is not UNSET:
            field_dict["name"] = name
        if fill is not UNSET:
            field_dict["fill"] = fill
        if stroke is not UNSET:
            field_dict["stroke"] = stroke
        if radius is not UNSET:
            field_dict["radius"] = radius
        if behind_subject is not UNSET:
            field_dict["behindSubject"] = behind_subject
        if transform is not UNSET:
            field_dict["transform"] = transform
        if opacity is not UNSET:
            field_dict["opacity"] = opacity
        if crop is not UNSET:
            field_dict["crop"] = crop
        if blend_mode is not UNSET:
            field_dict["blendMode"] = blend_mode
        if animate is not UNSET:
            field_dict["animate"] = animate
        if transition is not UNSET:
            field_dict["transition"] = transition

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.track_clips_item_type_3_animate import TrackClipsItemType3Animate
        from ..models.track_clips_item_type_3_behind_subject import (
            TrackClipsItemType3BehindSubject,
        )
        from ..models.track_clips_item_type_3_crop import TrackClipsItemType3Crop
        from ..models.track_clips_item_type_3_fill_type_1 import (
            TrackClipsItemType3FillType1,
        )
        from ..models.track_clips_item_type_3_stroke import TrackClipsItemType3Stroke
        from ..models.track_clips_item_type_3_transform import (
            TrackClipsItemType3Transform,
        )
        from ..models.track_clips_item_type_3_transition import (
            TrackClipsItemType3Transition,
        )

        d = dict(src_dict)
        kind = TrackClipsItemType3Kind(d.pop("kind"))

        start = d.pop("start")

        duration = d.pop("duration")

        def _parse_shape(
            data: object,
        ) -> TrackClipsItemType3ShapeType0 | TrackClipsItemType3ShapeType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                shape_type_0 = TrackClipsItemType3ShapeType0(data)

                return shape_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            shape_type_1 = TrackClipsItemType3ShapeType1(data)

            return shape_type_1

        shape = _parse_shape(d.pop("shape"))

        id = d.pop("id", UNSET)

        name = d.pop("name", UNSET)

        def _parse_fill(data: object) -> str | TrackClipsItemType3FillType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                fill_type_1 = TrackClipsItemType3FillType1.from_dict(data)

                return fill_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(str | TrackClipsItemType3FillType1 | Unset, data)

        fill = _parse_fill(d.pop("fill", UNSET))

        _stroke = d.pop("stroke", UNSET)
        stroke: TrackClipsItemType3Stroke | Unset
        if isinstance(_stroke, Unset):
            stroke = UNSET
        else:
            stroke = TrackClipsItemType3Stroke.from_dict(_stroke)

        radius = d.pop("radius", UNSET)

        _behind_subject = d.pop("behindSubject", UNSET)
        behind_subject: TrackClipsItemType3BehindSubject | Unset
        if isinstance(_behind_subject, Unset):
            behind_subject = UNSET
        else:
            behind_subject = TrackClipsItemType3BehindSubject.from_dict(_behind_subject)

        _transform = d.pop("transform", UNSET)
        transform: TrackClipsItemType3Transform | Unset
        if isinstance(_transform, Unset):
            transform = UNSET
        else:
            transform = TrackClipsItemType3Transform.from_dict(_transform)

        opacity = d.pop("opacity", UNSET)

        _crop = d.pop("crop", UNSET)
        crop: TrackClipsItemType3Crop | Unset
        if isinstance(_crop, Unset):
            crop = UNSET
        else:
            crop = TrackClipsItemType3Crop.from_dict(_crop)

        def _parse_blend_mode(
            data: object,
        ) -> (
            TrackClipsItemType3BlendModeType0
            | TrackClipsItemType3BlendModeType1
            | TrackClipsItemType3BlendModeType2
            | TrackClipsItemType3BlendModeType3
            | TrackClipsItemType3BlendModeType4
            | TrackClipsItemType3BlendModeType5
            | TrackClipsItemType3BlendModeType6
            | TrackClipsItemType3BlendModeType7
            | TrackClipsItemType3BlendModeType8
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_0 = TrackClipsItemType3BlendModeType0(data)

                return blend_mode_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_1 = TrackClipsItemType3BlendModeType1(data)

                return blend_mode_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_2 = TrackClipsItemType3BlendModeType2(data)

                return blend_mode_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_3 = TrackClipsItemType3BlendModeType3(data)

                return blend_mode_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_4 = TrackClipsItemType3BlendModeType4(data)

                return blend_mode_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_5 = TrackClipsItemType3BlendModeType5(data)

                return blend_mode_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_6 = TrackClipsItemType3BlendModeType6(data)

                return blend_mode_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_7 = TrackClipsItemType3BlendModeType7(data)

                return blend_mode_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            blend_mode_type_8 = TrackClipsItemType3BlendModeType8(data)

            return blend_mode_type_8

        blend_mode = _parse_blend_mode(d.pop("blendMode", UNSET))

        _animate = d.pop("animate", UNSET)
        animate: TrackClipsItemType3Animate | Unset
        if isinstance(_animate, Unset):
            animate = UNSET
        else:
            animate = TrackClipsItemType3Animate.from_dict(_animate)

        _transition = d.pop("transition", UNSET)
        transition: TrackClipsItemType3Transition | Unset
        if isinstance(_transition, Unset):
            transition = UNSET
        else:
            transition = TrackClipsItemType3Transition.from_dict(_transition)

        track_clips_item_type_3 = cls(
            kind=kind,
            start=start,
            duration=duration,
            shape=shape,
            id=id,
            name=name,
            fill=fill,
            stroke=stroke,
            radius=radius,
            behind_subject=behind_subject,
            transform=transform,
            opacity=opacity,
            crop=crop,
            blend_mode=blend_mode,
            animate=animate,
            transition=transition,
        )

        return track_clips_item_type_3
