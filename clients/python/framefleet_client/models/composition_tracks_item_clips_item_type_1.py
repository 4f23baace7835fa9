from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.composition_tracks_item_clips_item_type_1_blend_mode_type_0 import (
    CompositionTracksItemClipsItemType1BlendModeType0,
)
from ..models.composition_tracks_item_clips_item_type_1_blend_mode_type_1 import (
    CompositionTracksItemClipsItemType1BlendModeType1,
)
from ..models.composition_tracks_item_clips_item_type_1_blend_mode_type_2 import (
    CompositionTracksItemClipsItemType1BlendModeType2,
)
from ..models.composition_tracks_item_clips_item_type_1_blend_mode_type_3 import (
    CompositionTracksItemClipsItemType1BlendModeType3,
)
from ..models.composition_tracks_item_clips_item_type_1_blend_mode_type_4 import (
    CompositionTracksItemClipsItemType1BlendModeType4,
)
from ..models.composition_tracks_item_clips_item_type_1_blend_mode_type_5 import (
    CompositionTracksItemClipsItemType1BlendModeType5,
)
from ..models.composition_tracks_item_clips_item_type_1_blend_mode_type_6 import (
    CompositionTracksItemClipsItemType1BlendModeType6,
)
from ..models.composition_tracks_item_clips_item_type_1_blend_mode_type_7 import (
    CompositionTracksItemClipsItemType1BlendModeType7,
)
from ..models.composition_tracks_item_clips_item_type_1_blend_mode_type_8 import (
    CompositionTracksItemClipsItemType1BlendModeType8,
)
from ..models.composition_tracks_item_clips_item_type_1_fit_type_0 import (
    CompositionTracksItemClipsItemType1FitType0,
)
from ..models.composition_tracks_item_clips_item_type_1_fit_type_1 import (
    CompositionTracksItemClipsItemType1FitType1,
)
from ..models.composition_tracks_item_clips_item_type_1_fit_type_2 import (
    CompositionTracksItemClipsItemType1FitType2,
)
from ..models.composition_tracks_item_clips_item_type_1_fit_type_3 import (
    CompositionTracksItemClipsItemType1FitType3,
)
from ..models.composition_tracks_item_clips_item_type_1_kind import (
    CompositionTracksItemClipsItemType1Kind,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.composition_tracks_item_clips_item_type_1_animate import (
        CompositionTracksItemClipsItemType1Animate,
    )
    from ..models.composition_tracks_item_clips_item_type_1_behind_subject import (
        CompositionTracksItemClipsItemType1BehindSubject,
    )
    from ..models.composition_tracks_item_clips_item_type_1_crop import (
        CompositionTracksItemClipsItemType1Crop,
    )
    from ..models.composition_tracks_item_clips_item_type_1_transform import (
        CompositionTracksItemClipsItemType1Transform,
    )
    from ..models.composition_tracks_item_clips_item_type_1_transition import (
        CompositionTracksItemClipsItemType1Transition,
    )


T = TypeVar("T", bound="CompositionTracksItemClipsItemType1")


@_attrs_define
class CompositionTracksItemClipsItemType1:
    """
    Attributes:
        kind (CompositionTracksItemClipsItemType1Kind):
        start (float): timeline seconds
        duration (float): seconds on the timeline
        src (str): media: a path relative to the composition, file:// URL, or media:<id> resolved by the service
        id (str | Unset): unique among the clips of the composition; behindSubject names clips by it
        name (str | Unset):
        fit (CompositionTracksItemClipsItemType1FitType0 | CompositionTracksItemClipsItemType1FitType1 |
            CompositionTracksItemClipsItemType1FitType2 | CompositionTracksItemClipsItemType1FitType3 | Unset):
        behind_subject (CompositionTracksItemClipsItemType1BehindSubject | Unset): draw this clip behind the subject of
            a video clip (needs a ready matte fact of that video's media covering its source window)
        transform (CompositionTracksItemClipsItemType1Transform | Unset):
        opacity (float | Unset):
        crop (CompositionTracksItemClipsItemType1Crop | Unset): fractions of the source cut from each side before
            fitting
        blend_mode (CompositionTracksItemClipsItemType1BlendModeType0 |
            CompositionTracksItemClipsItemType1BlendModeType1 | CompositionTracksItemClipsItemType1BlendModeType2 |
            CompositionTracksItemClipsItemType1BlendModeType3 | CompositionTracksItemClipsItemType1BlendModeType4 |
            CompositionTracksItemClipsItemType1BlendModeType5 | CompositionTracksItemClipsItemType1BlendModeType6 |
            CompositionTracksItemClipsItemType1BlendModeType7 | CompositionTracksItemClipsItemType1BlendModeType8 | Unset):
        animate (CompositionTracksItemClipsItemType1Animate | Unset): numeric property path → keyframes
        transition (CompositionTracksItemClipsItemType1Transition | Unset):
    """

    kind: CompositionTracksItemClipsItemType1Kind
    start: float
    duration: float
    src: str
    id: str | Unset = UNSET
    name: str | Unset = UNSET
    fit: (
        CompositionTracksItemClipsItemType1FitType0
        | CompositionTracksItemClipsItemType1FitType1
        | CompositionTracksItemClipsItemType1FitType2
        | CompositionTracksItemClipsItemType1FitType3
        | Unset
    ) = UNSET
    behind_subject: CompositionTracksItemClipsItemType1BehindSubject | Unset = UNSET
    transform: CompositionTracksItemClipsItemType1Transform | Unset = UNSET
    opacity: float | Unset = UNSET
    crop: CompositionTracksItemClipsItemType1Crop | Unset = UNSET
    blend_mode: (
        CompositionTracksItemClipsItemType1BlendModeType0
        | CompositionTracksItemClipsItemType1BlendModeType1
        | CompositionTracksItemClipsItemType1BlendModeType2
        | CompositionTracksItemClipsItemType1BlendModeType3
        | CompositionTracksItemClipsItemType1BlendModeType4
        | CompositionTracksItemClipsItemType1BlendModeType5
        | CompositionTracksItemClipsItemType1BlendModeType6
        | CompositionTracksItemClipsItemType1BlendModeType7
        | CompositionTracksItemClipsItemType1BlendModeType8
        | Unset
    ) = UNSET
    animate: CompositionTracksItemClipsItemType1Animate | Unset = UNSET
    transition: CompositionTracksItemClipsItemType1Transition | Unset = UNSET

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
            isinstance(self.fit, CompositionTracksItemClipsItemType1FitType0)
            or isinstance(self.fit, CompositionTracksItemClipsItemType1FitType1)
            or isinstance(self.fit, CompositionTracksItemClipsItemType1FitType2)
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
            isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType1BlendModeType0
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType1BlendModeType1
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType1BlendModeType2
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType1BlendModeType3
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType1BlendModeType4
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType1BlendModeType5
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType1BlendModeType6
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType1BlendModeType7
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
        from ..models.composition_tracks_item_clips_item_type_1_animate import (
            CompositionTracksItemClipsItemType1Animate,
        )
        from ..models.composition_tracks_item_clips_item_type_1_behind_subject import (
            CompositionTracksItemClipsItemType1BehindSubject,
        )
        from ..models.composition_tracks_item_clips_item_type_1_crop import (
            CompositionTracksItemClipsItemType1Crop,
        )
        from ..models.composition_tracks_item_clips_item_type_1_transform import (
            CompositionTracksItemClipsItemType1Transform,
        )
        from ..models.composition_tracks_item_clips_item_type_1_transition import (
            CompositionTracksItemClipsItemType1Transition,
        )

        d = dict(src_dict)
        kind = CompositionTracksItemClipsItemType1Kind(d.pop("kind"))

        start = d.pop("start")

        duration = d.pop("duration")

        src = d.pop("src")

        id = d.pop("id", UNSET)

        name = d.pop("name", UNSET)

        def _parse_fit(
            data: object,
        ) -> (
            CompositionTracksItemClipsItemType1FitType0
            | CompositionTracksItemClipsItemType1FitType1
            | CompositionTracksItemClipsItemType1FitType2
            | CompositionTracksItemClipsItemType1FitType3
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                fit_type_0 = CompositionTracksItemClipsItemType1FitType0(data)

                return fit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                fit_type_1 = CompositionTracksItemClipsItemType1FitType1(data)

                return fit_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                fit_type_2 = CompositionTracksItemClipsItemType1FitType2(data)

                return fit_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            fit_type_3 = CompositionTracksItemClipsItemType1FitType3(data)

            return fit_type_3

        fit = _parse_fit(d.pop("fit", UNSET))

        _behind_subject = d.pop("behindSubject", UNSET)
        behind_subject: CompositionTracksItemClipsItemType1BehindSubject | Unset
        if isinstance(_behind_subject, Unset):
            behind_subject = UNSET
        else:
            behind_subject = CompositionTracksItemClipsItemType1BehindSubject.from_dict(
                _behind_subject
            )

        _transform = d.pop("transform", UNSET)
        transform: CompositionTracksItemClipsItemType1Transform | Unset
        if isinstance(_transform, Unset):
            transform = UNSET
        else:
            transform = CompositionTracksItemClipsItemType1Transform.from_dict(
                _transform
            )

        opacity = d.pop("opacity", UNSET)

        _crop = d.pop("crop", UNSET)
        crop: CompositionTracksItemClipsItemType1Crop | Unset
        if isinstance(_crop, Unset):
            crop = UNSET
        else:
            crop = CompositionTracksItemClipsItemType1Crop.from_dict(_crop)

        def _parse_blend_mode(
            data: object,
        ) -> (
            CompositionTracksItemClipsItemType1BlendModeType0
            | CompositionTracksItemClipsItemType1BlendModeType1
            | CompositionTracksItemClipsItemType1BlendModeType2
            | CompositionTracksItemClipsItemType1BlendModeType3
            | CompositionTracksItemClipsItemType1BlendModeType4
            | CompositionTracksItemClipsItemType1BlendModeType5
            | CompositionTracksItemClipsItemType1BlendModeType6
            | CompositionTracksItemClipsItemType1BlendModeType7
            | CompositionTracksItemClipsItemType1BlendModeType8
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_0 = CompositionTracksItemClipsItemType1BlendModeType0(
                    data
                )

                return blend_mode_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_1 = CompositionTracksItemClipsItemType1BlendModeType1(
                    data
                )

                return blend_mode_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_2 = CompositionTracksItemClipsItemType1BlendModeType2(
                    data
                )

                return blend_mode_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_3 = CompositionTracksItemClipsItemType1BlendModeType3(
                    data
                )

                return blend_mode_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_4 = CompositionTracksItemClipsItemType1BlendModeType4(
                    data
                )

                return blend_mode_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_5 = CompositionTracksItemClipsItemType1BlendModeType5(
                    data
                )

                return blend_mode_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_6 = CompositionTracksItemClipsItemType1BlendModeType6(
                    data
                )

                return blend_mode_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_7 = CompositionTracksItemClipsItemType1BlendModeType7(
                    data
                )

                return blend_mode_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            blend_mode_type_8 = CompositionTracksItemClipsItemType1BlendModeType8(data)

            return blend_mode_type_8

        blend_mode = _parse_blend_mode(d.pop("blendMode", UNSET))

        _animate = d.pop("animate", UNSET)
        animate: CompositionTracksItemClipsItemType1Animate | Unset
        if isinstance(_animate, Unset):
            animate = UNSET
        else:
            animate = CompositionTracksItemClipsItemType1Animate.from_dict(_animate)

        _transition = d.pop("transition", UNSET)
        transition: CompositionTracksItemClipsItemType1Transition | Unset
        if isinstance(_transition, Unset):
            transition = UNSET
        else:
            transition = CompositionTracksItemClipsItemType1Transition.from_dict(
                _transition
            )

        composition_tracks_item_clips_item_type_1 = cls(
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

        return composition_tracks_item_clips_item_type_1
