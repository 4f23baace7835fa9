from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.composition_tracks_item_clips_item_type_3_blend_mode_type_0 import (
    CompositionTracksItemClipsItemType3BlendModeType0,
)
from ..models.composition_tracks_item_clips_item_type_3_blend_mode_type_1 import (
    CompositionTracksItemClipsItemType3BlendModeType1,
)
from ..models.composition_tracks_item_clips_item_type_3_blend_mode_type_2 import (
    CompositionTracksItemClipsItemType3BlendModeType2,
)
from ..models.composition_tracks_item_clips_item_type_3_blend_mode_type_3 import (
    CompositionTracksItemClipsItemType3BlendModeType3,
)
from ..models.composition_tracks_item_clips_item_type_3_blend_mode_type_4 import (
    CompositionTracksItemClipsItemType3BlendModeType4,
)
from ..models.composition_tracks_item_clips_item_type_3_blend_mode_type_5 import (
    CompositionTracksItemClipsItemType3BlendModeType5,
)
from ..models.composition_tracks_item_clips_item_type_3_blend_mode_type_6 import (
    CompositionTracksItemClipsItemType3BlendModeType6,
)
from ..models.composition_tracks_item_clips_item_type_3_blend_mode_type_7 import (
    CompositionTracksItemClipsItemType3BlendModeType7,
)
from ..models.composition_tracks_item_clips_item_type_3_blend_mode_type_8 import (
    CompositionTracksItemClipsItemType3BlendModeType8,
)
from ..models.composition_tracks_item_clips_item_type_3_kind import (
    CompositionTracksItemClipsItemType3Kind,
)
from ..models.composition_tracks_item_clips_item_type_3_shape_type_0 import (
    CompositionTracksItemClipsItemType3ShapeType0,
)
from ..models.composition_tracks_item_clips_item_type_3_shape_type_1 import (
    CompositionTracksItemClipsItemType3ShapeType1,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.composition_tracks_item_clips_item_type_3_animate import (
        CompositionTracksItemClipsItemType3Animate,
    )
    from ..models.composition_tracks_item_clips_item_type_3_behind_subject import (
        CompositionTracksItemClipsItemType3BehindSubject,
    )
    from ..models.composition_tracks_item_clips_item_type_3_crop import (
        CompositionTracksItemClipsItemType3Crop,
    )
    from ..models.composition_tracks_item_clips_item_type_3_fill_type_1 import (
        CompositionTracksItemClipsItemType3FillType1,
    )
    from ..models.composition_tracks_item_clips_item_type_3_stroke import (
        CompositionTracksItemClipsItemType3Stroke,
    )
    from ..models.composition_tracks_item_clips_item_type_3_transform import (
        CompositionTracksItemClipsItemType3Transform,
    )
    from ..models.composition_tracks_item_clips_item_type_3_transition import (
        CompositionTracksItemClipsItemType3Transition,
    )


T = TypeVar("T", bound="CompositionTracksItemClipsItemType3")


@_attrs_define
class CompositionTracksItemClipsItemType3:
    """
    Attributes:
        kind (CompositionTracksItemClipsItemType3Kind):
        start (float): timeline seconds
        duration (float): seconds on the timeline
        shape (CompositionTracksItemClipsItemType3ShapeType0 | CompositionTracksItemClipsItemType3ShapeType1):
        id (str | Unset): unique among the clips of the composition; behindSubject names clips by it
        name (str | Unset):
        fill (CompositionTracksItemClipsItemType3FillType1 | str | Unset):
        stroke (CompositionTracksItemClipsItemType3Stroke | Unset):
        radius (float | Unset): corner radius in pixels (rectangle)
        behind_subject (CompositionTracksItemClipsItemType3BehindSubject | Unset): draw this clip behind the subject of
            a video clip (needs a ready matte fact of that video's media covering its source window)
        transform (CompositionTracksItemClipsItemType3Transform | Unset):
        opacity (float | Unset):
        crop (CompositionTracksItemClipsItemType3Crop | Unset): fractions of the source cut from each side before
            fitting
        blend_mode (CompositionTracksItemClipsItemType3BlendModeType0 |
            CompositionTracksItemClipsItemType3BlendModeType1 | CompositionTracksItemClipsItemType3BlendModeType2 |
            CompositionTracksItemClipsItemType3BlendModeType3 | CompositionTracksItemClipsItemType3BlendModeType4 |
            CompositionTracksItemClipsItemType3BlendModeType5 | CompositionTracksItemClipsItemType3BlendModeType6 |
            CompositionTracksItemClipsItemType3BlendModeType7 | CompositionTracksItemClipsItemType3BlendModeType8 | Unset):
        animate (CompositionTracksItemClipsItemType3Animate | Unset): numeric property path → keyframes
        transition (CompositionTracksItemClipsItemType3Transition | Unset):
    """

    kind: CompositionTracksItemClipsItemType3Kind
    start: float
    duration: float
    shape: (
        CompositionTracksItemClipsItemType3ShapeType0
        | CompositionTracksItemClipsItemType3ShapeType1
    )
    id: str | Unset = UNSET
    name: str | Unset = UNSET
    fill: CompositionTracksItemClipsItemType3FillType1 | str | Unset = UNSET
    stroke: CompositionTracksItemClipsItemType3Stroke | Unset = UNSET
    radius: float | Unset = UNSET
    behind_subject: CompositionTracksItemClipsItemType3BehindSubject | Unset = UNSET
    transform: CompositionTracksItemClipsItemType3Transform | Unset = UNSET
    opacity: float | Unset = UNSET
    crop: CompositionTracksItemClipsItemType3Crop | Unset = UNSET
    blend_mode: (
        CompositionTracksItemClipsItemType3BlendModeType0
        | CompositionTracksItemClipsItemType3BlendModeType1
        | CompositionTracksItemClipsItemType3BlendModeType2
        | CompositionTracksItemClipsItemType3BlendModeType3
        | CompositionTracksItemClipsItemType3BlendModeType4
        | CompositionTracksItemClipsItemType3BlendModeType5
        | CompositionTracksItemClipsItemType3BlendModeType6
        | CompositionTracksItemClipsItemType3BlendModeType7
        | CompositionTracksItemClipsItemType3BlendModeType8
        | Unset
    ) = UNSET
    animate: CompositionTracksItemClipsItemType3Animate | Unset = UNSET
    transition: CompositionTracksItemClipsItemType3Transition | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.composition_tracks_item_clips_item_type_3_fill_type_1 import (
            CompositionTracksItemClipsItemType3FillType1,
        )

        kind = self.kind.value

        start = self.start

        duration = self.duration

        shape: str
        if isinstance(self.shape, CompositionTracksItemClipsItemType3ShapeType0):
            shape = self.shape.value
        else:
            shape = self.shape.value

        id = self.id

        name = self.name

        fill: dict[str, Any] | str | Unset
        if isinstance(self.fill, Unset):
            fill = UNSET
        elif isinstance(self.fill, CompositionTracksItemClipsItemType3FillType1):
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
            isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType3BlendModeType0
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType3BlendModeType1
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType3BlendModeType2
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType3BlendModeType3
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType3BlendModeType4
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType3BlendModeType5
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType3BlendModeType6
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType3BlendModeType7
            )
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
        from ..models.composition_tracks_item_clips_item_type_3_animate import (
            CompositionTracksItemClipsItemType3Animate,
        )
        from ..models.composition_tracks_item_clips_item_type_3_behind_subject import (
            CompositionTracksItemClipsItemType3BehindSubject,
        )
        from ..models.composition_tracks_item_clips_item_type_3_crop import (
            CompositionTracksItemClipsItemType3Crop,
        )
        from ..models.composition_tracks_item_clips_item_type_3_fill_type_1 import (
            CompositionTracksItemClipsItemType3FillType1,
        )
        from ..models.composition_tracks_item_clips_item_type_3_stroke import (
            CompositionTracksItemClipsItemType3Stroke,
        )
        from ..models.composition_tracks_item_clips_item_type_3_transform import (
            CompositionTracksItemClipsItemType3Transform,
        )
        from ..models.composition_tracks_item_clips_item_type_3_transition import (
            CompositionTracksItemClipsItemType3Transition,
        )

        d = dict(src_dict)
        kind = CompositionTracksItemClipsItemType3Kind(d.pop("kind"))

        start = d.pop("start")

        duration = d.pop("duration")

        def _parse_shape(
            data: object,
        ) -> (
            CompositionTracksItemClipsItemType3ShapeType0
            | CompositionTracksItemClipsItemType3ShapeType1
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                shape_type_0 = CompositionTracksItemClipsItemType3ShapeType0(data)

                return shape_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            shape_type_1 = CompositionTracksItemClipsItemType3ShapeType1(data)

            return shape_type_1

        shape = _parse_shape(d.pop("shape"))

        id = d.pop("id", UNSET)

        name = d.pop("name", UNSET)

        def _parse_fill(
            data: object,
        ) -> CompositionTracksItemClipsItemType3FillType1 | str | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                fill_type_1 = CompositionTracksItemClipsItemType3FillType1.from_dict(
                    data
                )

                return fill_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                CompositionTracksItemClipsItemType3FillType1 | str | Unset, data
            )

        fill = _parse_fill(d.pop("fill", UNSET))

        _stroke = d.pop("stroke", UNSET)
        stroke: CompositionTracksItemClipsItemType3Stroke | Unset
        if isinstance(_stroke, Unset):
            stroke = UNSET
        else:
            stroke = CompositionTracksItemClipsItemType3Stroke.from_dict(_stroke)

        radius = d.pop("radius", UNSET)

        _behind_subject = d.pop("behindSubject", UNSET)
        behind_subject: CompositionTracksItemClipsItemType3BehindSubject | Unset
        if isinstance(_behind_subject, Unset):
            behind_subject = UNSET
        else:
            behind_subject = CompositionTracksItemClipsItemType3BehindSubject.from_dict(
                _behind_subject
            )

        _transform = d.pop("transform", UNSET)
        transform: CompositionTracksItemClipsItemType3Transform | Unset
        if isinstance(_transform, Unset):
            transform = UNSET
        else:
            transform = CompositionTracksItemClipsItemType3Transform.from_dict(
                _transform
            )

        opacity = d.pop("opacity", UNSET)

        _crop = d.pop("crop", UNSET)
        crop: CompositionTracksItemClipsItemType3Crop | Unset
        if isinstance(_crop, Unset):
            crop = UNSET
        else:
            crop = CompositionTracksItemClipsItemType3Crop.from_dict(_crop)

        def _parse_blend_mode(
            data: object,
        ) -> (
            CompositionTracksItemClipsItemType3BlendModeType0
            | CompositionTracksItemClipsItemType3BlendModeType1
            | CompositionTracksItemClipsItemType3BlendModeType2
            | CompositionTracksItemClipsItemType3BlendModeType3
            | CompositionTracksItemClipsItemType3BlendModeType4
            | CompositionTracksItemClipsItemType3BlendModeType5
            | CompositionTracksItemClipsItemType3BlendModeType6
            | CompositionTracksItemClipsItemType3BlendModeType7
            | CompositionTracksItemClipsItemType3BlendModeType8
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_0 = CompositionTracksItemClipsItemType3BlendModeType0(
                    data
                )

                return blend_mode_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_1 = CompositionTracksItemClipsItemType3BlendModeType1(
                    data
                )

                return blend_mode_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_2 = CompositionTracksItemClipsItemType3BlendModeType2(
                    data
                )

                return blend_mode_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_3 = CompositionTracksItemClipsItemType3BlendModeType3(
                    data
                )

                return blend_mode_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_4 = CompositionTracksItemClipsItemType3BlendModeType4(
                    data
                )

                return blend_mode_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_5 = CompositionTracksItemClipsItemType3BlendModeType5(
                    data
                )

                return blend_mode_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_6 = CompositionTracksItemClipsItemType3BlendModeType6(
                    data
                )

                return blend_mode_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_7 = CompositionTracksItemClipsItemType3BlendModeType7(
                    data
                )

                return blend_mode_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            blend_mode_type_8 = CompositionTracksItemClipsItemType3BlendModeType8(data)

            return blend_mode_type_8

        blend_mode = _parse_blend_mode(d.pop("blendMode", UNSET))

        _animate = d.pop("animate", UNSET)
        animate: CompositionTracksItemClipsItemType3Animate | Unset
        if isinstance(_animate, Unset):
            animate = UNSET
        else:
            animate = CompositionTracksItemClipsItemType3Animate.from_dict(_animate)

        _transition = d.pop("transition", UNSET)
        transition: CompositionTracksItemClipsItemType3Transition | Unset
        if isinstance(_transition, Unset):
            transition = UNSET
        else:
            transition = CompositionTracksItemClipsItemType3Transition.from_dict(
                _transition
            )

        composition_tracks_item_clips_item_type_3 = cls(
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

        return composition_tracks_item_clips_item_type_3
