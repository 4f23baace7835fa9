from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.track_clips_item_type_2_blend_mode_type_0 import (
    TrackClipsItemType2BlendModeType0,
)
from ..models.track_clips_item_type_2_blend_mode_type_1 import (
    TrackClipsItemType2BlendModeType1,
)
from ..models.track_clips_item_type_2_blend_mode_type_2 import (
    TrackClipsItemType2BlendModeType2,
)
from ..models.track_clips_item_type_2_blend_mode_type_3 import (
    TrackClipsItemType2BlendModeType3,
)
from ..models.track_clips_item_type_2_blend_mode_type_4 import (
    TrackClipsItemType2BlendModeType4,
)
from ..models.track_clips_item_type_2_blend_mode_type_5 import (
    TrackClipsItemType2BlendModeType5,
)
from ..models.track_clips_item_type_2_blend_mode_type_6 import (
    TrackClipsItemType2BlendModeType6,
)
from ..models.track_clips_item_type_2_blend_mode_type_7 import (
    TrackClipsItemType2BlendModeType7,
)
from ..models.track_clips_item_type_2_blend_mode_type_8 import (
    TrackClipsItemType2BlendModeType8,
)
from ..models.track_clips_item_type_2_kind import TrackClipsItemType2Kind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.track_clips_item_type_2_animate import TrackClipsItemType2Animate
    from ..models.track_clips_item_type_2_behind_subject import (
        TrackClipsItemType2BehindSubject,
    )
    from ..models.track_clips_item_type_2_crop import TrackClipsItemType2Crop
    from ..models.track_clips_item_type_2_style import TrackClipsItemType2Style
    from ..models.track_clips_item_type_2_transform import TrackClipsItemType2Transform
    from ..models.track_clips_item_type_2_transition import (
        TrackClipsItemType2Transition,
    )


T = TypeVar("T", bound="TrackClipsItemType2")


@_attrs_define
class TrackClipsItemType2:
    """
    Attributes:
        kind (TrackClipsItemType2Kind):
        start (float): timeline seconds
        duration (float): seconds on the timeline
        text (str):
        id (str | Unset): unique among the clips of the composition; behindSubject names clips by it
        name (str | Unset):
        style (TrackClipsItemType2Style | Unset):
        behind_subject (TrackClipsItemType2BehindSubject | Unset): draw this clip behind the subject of a video clip
            (needs a ready matte fact of that video's media covering its source window)
        transform (TrackClipsItemType2Transform | Unset):
        opacity (float | Unset):
        crop (TrackClipsItemType2Crop | Unset): fractions of the source cut from each side before fitting
        blend_mode (TrackClipsItemType2BlendModeType0 | TrackClipsItemType2BlendModeType1 |
            TrackClipsItemType2BlendModeType2 | TrackClipsItemType2BlendModeType3 | TrackClipsItemType2BlendModeType4 |
            TrackClipsItemType2BlendModeType5 | TrackClipsItemType2BlendModeType6 | TrackClipsItemType2BlendModeType7 |
            TrackClipsItemType2BlendModeType8 | Unset):
        animate (TrackClipsItemType2Animate | Unset): numeric property path → keyframes
        transition (TrackClipsItemType2Transition | Unset):
    """

    kind: TrackClipsItemType2Kind
    start: float
    duration: float
    text: str
    id: str | Unset = UNSET
    name: str | Unset = UNSET
    style: TrackClipsItemType2Style | Unset = UNSET
    behind_subject: TrackClipsItemType2BehindSubject | Unset = UNSET
    transform: TrackClipsItemType2Transform | Unset = UNSET
    opacity: float | Unset = UNSET
    crop: TrackClipsItemType2Crop | Unset = UNSET
    blend_mode: (
        TrackClipsItemType2BlendModeType0
        | TrackClipsItemType2BlendModeType1
        | TrackClipsItemType2BlendModeType2
        | TrackClipsItemType2BlendModeType3
        | TrackClipsItemType2BlendModeType4
        | TrackClipsItemType2BlendModeType5
        | TrackClipsItemType2BlendModeType6
        | TrackClipsItemType2BlendModeType7
        | TrackClipsItemType2BlendModeType8
        | Unset
    ) = UNSET
    animate: TrackClipsItemType2Animate | Unset = UNSET
    transition: TrackClipsItemType2Transition | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        start = self.start

        duration = self.duration

        text = self.text

        id = self.id

        name = self.name

        style: dict[str, Any] | Unset = UNSET
        if not isinstance(self.style, Unset):
            style = self.style.to_dict()

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
            isinstance(self.blend_mode, TrackClipsItemType2BlendModeType0)
            or isinstance(self.blend_mode, TrackClipsItemType2BlendModeType1)
            or isinstance(self.blend_mode, TrackClipsItemType2BlendModeType2)
            or isinstance(self.blend_mode, TrackClipsItemType2BlendModeType3)
            or isinstance(self.blend_mode, TrackClipsItemType2BlendModeType4)
            or isinstance(self.blend_mode, TrackClipsItemType2BlendModeType5)
            or isinstance(self.blend_mode, TrackClipsItemType2BlendModeType6)
            or isinstance(self.blend_mode, TrackClipsItemType2BlendModeType7)
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
                "text": text,
            }
        )
        if id is not UNSET:
            field_dict["id"] = id
        if name is not UNSET:
            field_dict["name"] = name
        if style is not UNSET:
            field_dict["style"] = style
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
        from ..models.track_clips_item_type_2_animate import TrackClipsItemType2Animate
        from ..models.track_clips_item_type_2_behind_subject import (
            TrackClipsItemType2BehindSubject,
        )
        from ..models.track_clips_item_type_2_crop import TrackClipsItemType2Crop
        from ..models.track_clips_item_type_2_style import TrackClipsItemType2Style
        from ..models.track_clips_item_type_2_transform import (
            TrackClipsItemType2Transform,
        )
        from ..models.track_clips_item_type_2_transition import (
            TrackClipsItemType2Transition,
        )

        d = dict(src_dict)
        kind = TrackClipsItemType2Kind(d.pop("kind"))

        start = d.pop("start")

        duration = d.pop("duration")

        text = d.pop("text")

        id = d.pop("id", UNSET)

        name = d.pop("name", UNSET)

        _style = d.pop("style", UNSET)
        style: TrackClipsItemType2Style | Unset
        if isinstance(_style, Unset):
            style = UNSET
        else:
            style = TrackClipsItemType2Style.from_dict(_style)

        _behind_subject = d.pop("behindSubject", UNSET)
        behind_subject: TrackClipsItemType2BehindSubject | Unset
        if isinstance(_behind_subject, Unset):
            behind_subject = UNSET
        else:
            behind_subject = TrackClipsItemType2BehindSubject.from_dict(_behind_subject)

        _transform = d.pop("transform", UNSET)
        transform: TrackClipsItemType2Transform | Unset
        if isinstance(_transform, Unset):
            transform = UNSET
        else:
            transform = TrackClipsItemType2Transform.from_dict(_transform)

        opacity = d.pop("opacity", UNSET)

        _crop = d.pop("crop", UNSET)
        crop: TrackClipsItemType2Crop | Unset
        if isinstance(_crop, Unset):
            crop = UNSET
        else:
            crop = TrackClipsItemType2Crop.from_dict(_crop)

        def _parse_blend_mode(
            data: object,
        ) -> (
            TrackClipsItemType2BlendModeType0
            | TrackClipsItemType2BlendModeType1
            | TrackClipsItemType2BlendModeType2
            | TrackClipsItemType2BlendModeType3
            | TrackClipsItemType2BlendModeType4
            | TrackClipsItemType2BlendModeType5
            | TrackClipsItemType2BlendModeType6
            | TrackClipsItemType2BlendModeType7
            | TrackClipsItemType2BlendModeType8
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_0 = TrackClipsItemType2BlendModeType0(data)

                return blend_mode_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_1 = TrackClipsItemType2BlendModeType1(data)

                return blend_mode_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_2 = TrackClipsItemType2BlendModeType2(data)

                return blend_mode_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_3 = TrackClipsItemType2BlendModeType3(data)

                return blend_mode_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_4 = TrackClipsItemType2BlendModeType4(data)

                return blend_mode_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_5 = TrackClipsItemType2BlendModeType5(data)

                return blend_mode_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_6 = TrackClipsItemType2BlendModeType6(data)

                return blend_mode_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_7 = TrackClipsItemType2BlendModeType7(data)

                return blend_mode_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            blend_mode_type_8 = TrackClipsItemType2BlendModeType8(data)

            return blend_mode_type_8

        blend_mode = _parse_blend_mode(d.pop("blendMode", UNSET))

        _animate = d.pop("animate", UNSET)
        animate: TrackClipsItemType2Animate | Unset
        if isinstance(_animate, Unset):
            animate = UNSET
        else:
            animate = TrackClipsItemType2Animate.from_dict(_animate)

        _transition = d.pop("transition", UNSET)
        transition: TrackClipsItemType2Transition | Unset
        if isinstance(_transition, Unset):
            transition = UNSET
        else:
            transition = TrackClipsItemType2Transition.from_dict(_transition)

        track_clips_item_type_2 = cls(
            kind=kind,
            start=start,
            duration=duration,
            text=text,
            id=id,
            name=name,
            style=style,
            behind_subject=behind_subject,
            transform=transform,
            opacity=opacity,
            crop=crop,
            blend_mode=blend_mode,
            animate=animate,
            transition=transition,
        )

        return track_clips_item_type_2
