from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.track_clips_item_type_1_blend_mode_type_0 import (
    TrackClipsItemType1BlendModeType0,
)
from ..models.track_clips_item_type_1_blend_mode_type_1 import (
    TrackClipsItemType1BlendModeType1,
)
from ..models.track_clips_item_type_1_blend_mode_type_2 import (
    TrackClipsItemType1BlendModeType2,
)
from ..models.track_clips_item_type_1_blend_mode_type_3 import (
    TrackClipsItemType1BlendModeType3,
)
from ..models.track_clips_item_type_1_blend_mode_type_4 import (
    TrackClipsItemType1BlendModeType4,
)
from ..models.track_clips_item_type_1_blend_mode_type_5 import (
    TrackClipsItemType1BlendModeType5,
)
from ..models.track_clips_item_type_1_blend_mode_type_6 import (
    TrackClipsItemType1BlendModeType6,
)
from ..models.track_clips_item_type_1_blend_mode_type_7 import (
    TrackClipsItemType1BlendModeType7,
)
from ..models.track_clips_item_type_1_blend_mode_type_8 import (
    TrackClipsItemType1BlendModeType8,
)
from ..models.track_clips_item_type_1_fit_type_0 import TrackClipsItemType1FitType0
from ..models.track_clips_item_type_1_fit_type_1 import TrackClipsItemType1FitType1
from ..models.track_clips_item_type_1_fit_type_2 import TrackClipsItemType1FitType2
from ..models.track_clips_item_type_1_fit_type_3 import TrackClipsItemType1FitType3
from ..models.track_clips_item_type_1_kind import TrackClipsItemType1Kind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.track_clips_item_type_1_animate import TrackClipsItemType1Animate
    from ..models.track_clips_item_type_1_behind_subject import (
        TrackClipsItemType1BehindSubject,
    )
    from ..models.track_clips_item_type_1_crop import TrackClipsItemType1Crop
    from ..models.track_clips_item_type_1_transform import TrackClipsItemType1Transform
    from ..models.track_clips_item_type_1_transition import (
        TrackClipsItemType1Transition,
    )


T = TypeVar("T", bound="TrackClipsItemType1")


@_attrs_define
class TrackClipsItemType1:
    """
    Attributes:
        kind (TrackClipsItemType1Kind):
        start (float): timeline seconds
        duration (float): seconds on the timeline
        src (str): media: a path relative to the composition, file:// URL, or media:<id> resolved by the service
        id (str | Unset): unique among the clips of the composition; behindSubject names clips by it
        name (str | Unset):
        fit (TrackClipsItemType1FitType0 | TrackClipsItemType1FitType1 | TrackClipsItemType1FitType2 |
            TrackClipsItemType1FitType3 | Unset):
        behind_subject (TrackClipsItemType1BehindSubject | Unset): draw this clip behind the subject of a video clip
            (needs a ready matte fact of that video's media covering its source window)
        transform (TrackClipsItemType1Transform | Unset):
        opacity (float | Unset):
        crop (TrackClipsItemType1Crop | Unset): fractions of the source cut from each side before fitting
        blend_mode (TrackClipsItemType1BlendModeType0 | TrackClipsItemType1BlendModeType1 |
            TrackClipsItemType1BlendModeType2 | TrackClipsItemType1BlendModeType3 | TrackClipsItemType1BlendModeType4 |
            TrackClipsItemType1BlendModeType5 | TrackClipsItemType1BlendModeType6 | TrackClipsItemType1BlendModeType7 |
            TrackClipsItemType1BlendModeType8 | Unset):
        animate (TrackClipsItemType1Animate | Unset): numeric property path → keyframes
        transition (TrackClipsItemType1Transition | Unset):
    """

    kind: TrackClipsItemType1Kind
    start: float
    duration: float
    src: str
    id: str | Unset = UNSET
    name: str | Unset = UNSET
    fit: (
        TrackClipsItemType1FitType0
        | TrackClipsItemType1FitType1
        | TrackClipsItemType1FitType2
        | TrackClipsItemType1FitType3
        | Unset
    ) = UNSET
    behind_subject: TrackClipsItemType1BehindSubject | Unset = UNSET
    transform: TrackClipsItemType1Transform | Unset = UNSET
    opacity: float | Unset = UNSET
    crop: TrackClipsItemType1Crop | Unset = UNSET
    blend_mode: (
        TrackClipsItemType1BlendModeType0
        | TrackClipsItemType1BlendModeType1
        | TrackClipsItemType1BlendModeType2
        | TrackClipsItemType1BlendModeType3
        | TrackClipsItemType1BlendModeType4
        | TrackClipsItemType1BlendModeType5
        | TrackClipsItemType1BlendModeType6
        | TrackClipsItemType1BlendModeType7
        | TrackClipsItemType1BlendModeType8
        | Unset
    ) = UNSET
    animate: TrackClipsItemType1Animate | Unset = UNSET
    transition: TrackClipsItemType1Transition | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        start = self.start

        duration = self.duration

        src = self.src

        id = self.id

        name = self.name

        fit: str | Unset
        if isinstance(self.fit, Unset):
            fit = UNSET
        elif (
            isinstance(self.fit, TrackClipsItemType1FitType0)
            or isinstance(self.fit, TrackClipsItemType1FitType1)
            or isinstance(self.fit, TrackClipsItemType1FitType2)
        ):
            fit = self.fit.value
        else:
            fit = self.fit.value

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
            isinstance(self.blend_mode, TrackClipsItemType1BlendModeType0)
            or isinstance(self.blend_mode, TrackClipsItemType1BlendModeType1)
            or isinstance(self.blend_mode, TrackClipsItemType1BlendModeType2)
            or isinstance(self.blend_mode, TrackClipsItemType1BlendModeType3)
            or isinstance(self.blend_mode, TrackClipsItemType1BlendModeType4)
            or isinstance(self.blend_mode, TrackClipsItemType1BlendModeType5)
            or isinstance(self.blend_mode, TrackClipsItemType1BlendModeType6)
            or isinstance(self.blend_mode, TrackClipsItemType1BlendModeType7)
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
                "src": src,
            }
        )
        if id is not UNSET:
            field_dict["id"] = id
        if name is not UNSET:
            field_dict["name"] = name
        if fit is not UNSET:
            field_dict["fit"] = fit
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
        from ..models.track_clips_item_type_1_animate import TrackClipsItemType1Animate
        from ..models.track_clips_item_type_1_behind_subject import (
            TrackClipsItemType1BehindSubject,
        )
        from ..models.track_clips_item_type_1_crop import TrackClipsItemType1Crop
        from ..models.track_clips_item_type_1_transform import (
            TrackClipsItemType1Transform,
        )
        from ..models.track_clips_item_type_1_transition import (
            TrackClipsItemType1Transition,
        )

        d = dict(src_dict)
        kind = TrackClipsItemType1Kind(d.pop("kind"))

        start = d.pop("start")

        duration = d.pop("duration")

        src = d.pop("src")

        id = d.pop("id", UNSET)

        name = d.pop("name", UNSET)

        def _parse_fit(
            data: object,
        ) -> (
            TrackClipsItemType1FitType0
            | TrackClipsItemType1FitType1
            | TrackClipsItemType1FitType2
            | TrackClipsItemType1FitType3
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                fit_type_0 = TrackClipsItemType1FitType0(data)

                return fit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                fit_type_1 = TrackClipsItemType1FitType1(data)

                return fit_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                fit_type_2 = TrackClipsItemType1FitType2(data)

                return fit_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            fit_type_3 = TrackClipsItemType1FitType3(data)

            return fit_type_3

        fit = _parse_fit(d.pop("fit", UNSET))

        _behind_subject = d.pop("behindSubject", UNSET)
        behind_subject: TrackClipsItemType1BehindSubject | Unset
        if isinstance(_behind_subject, Unset):
            behind_subject = UNSET
        else:
            behind_subject = TrackClipsItemType1BehindSubject.from_dict(_behind_subject)

        _transform = d.pop("transform", UNSET)
        transform: TrackClipsItemType1Transform | Unset
        if isinstance(_transform, Unset):
            transform = UNSET
        else:
            transform = TrackClipsItemType1Transform.from_dict(_transform)

        opacity = d.pop("opacity", UNSET)

        _crop = d.pop("crop", UNSET)
        crop: TrackClipsItemType1Crop | Unset
        if isinstance(_crop, Unset):
            crop = UNSET
        else:
            crop = TrackClipsItemType1Crop.from_dict(_crop)

        def _parse_blend_mode(
            data: object,
        ) -> (
            TrackClipsItemType1BlendModeType0
            | TrackClipsItemType1BlendModeType1
            | TrackClipsItemType1BlendModeType2
            | TrackClipsItemType1BlendModeType3
            | TrackClipsItemType1BlendModeType4
            | TrackClipsItemType1BlendModeType5
            | TrackClipsItemType1BlendModeType6
            | TrackClipsItemType1BlendModeType7
            | TrackClipsItemType1BlendModeType8
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_0 = TrackClipsItemType1BlendModeType0(data)

                return blend_mode_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_1 = TrackClipsItemType1BlendModeType1(data)

                return blend_mode_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_2 = TrackClipsItemType1BlendModeType2(data)

                return blend_mode_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_3 = TrackClipsItemType1BlendModeType3(data)

                return blend_mode_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_4 = TrackClipsItemType1BlendModeType4(data)

                return blend_mode_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_5 = TrackClipsItemType1BlendModeType5(data)

                return blend_mode_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_6 = TrackClipsItemType1BlendModeType6(data)

                return blend_mode_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_7 = TrackClipsItemType1BlendModeType7(data)

                return blend_mode_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            blend_mode_type_8 = TrackClipsItemType1BlendModeType8(data)

            return blend_mode_type_8

        blend_mode = _parse_blend_mode(d.pop("blendMode", UNSET))

        _animate = d.pop("animate", UNSET)
        animate: TrackClipsItemType1Animate | Unset
        if isinstance(_animate, Unset):
            animate = UNSET
        else:
            animate = TrackClipsItemType1Animate.from_dict(_animate)

        _transition = d.pop("transition", UNSET)
        transition: TrackClipsItemType1Transition | Unset
        if isinstance(_transition, Unset):
            transition = UNSET
        else:
            transition = TrackClipsItemType1Transition.from_dict(_transition)

        track_clips_item_type_1 = cls(
            kind=kind,
            start=start,
            duration=duration,
            src=src,
            id=id,
            name=name,
            fit=fit,
            behind_subject=behind_subject,
            transform=transform,
            opacity=opacity,
            crop=crop,
            blend_mode=blend_mode,
            animate=animate,
            transition=transition,
        )

        return track_clips_item_type_1
