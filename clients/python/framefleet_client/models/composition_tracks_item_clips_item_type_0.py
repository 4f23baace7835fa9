from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.composition_tracks_item_clips_item_type_0_blend_mode_type_0 import (
    CompositionTracksItemClipsItemType0BlendModeType0,
)
from ..models.composition_tracks_item_clips_item_type_0_blend_mode_type_1 import (
    CompositionTracksItemClipsItemType0BlendModeType1,
)
from ..models.composition_tracks_item_clips_item_type_0_blend_mode_type_2 import (
    CompositionTracksItemClipsItemType0BlendModeType2,
)
from ..models.composition_tracks_item_clips_item_type_0_blend_mode_type_3 import (
    CompositionTracksItemClipsItemType0BlendModeType3,
)
from ..models.composition_tracks_item_clips_item_type_0_blend_mode_type_4 import (
    CompositionTracksItemClipsItemType0BlendModeType4,
)
from ..models.composition_tracks_item_clips_item_type_0_blend_mode_type_5 import (
    CompositionTracksItemClipsItemType0BlendModeType5,
)
from ..models.composition_tracks_item_clips_item_type_0_blend_mode_type_6 import (
    CompositionTracksItemClipsItemType0BlendModeType6,
)
from ..models.composition_tracks_item_clips_item_type_0_blend_mode_type_7 import (
    CompositionTracksItemClipsItemType0BlendModeType7,
)
from ..models.composition_tracks_item_clips_item_type_0_blend_mode_type_8 import (
    CompositionTracksItemClipsItemType0BlendModeType8,
)
from ..models.composition_tracks_item_clips_item_type_0_fit_type_0 import (
    CompositionTracksItemClipsItemType0FitType0,
)
from ..models.composition_tracks_item_clips_item_type_0_fit_type_1 import (
    CompositionTracksItemClipsItemType0FitType1,
)
from ..models.composition_tracks_item_clips_item_type_0_fit_type_2 import (
    CompositionTracksItemClipsItemType0FitType2,
)
from ..models.composition_tracks_item_clips_item_type_0_fit_type_3 import (
    CompositionTracksItemClipsItemType0FitType3,
)
from ..models.composition_tracks_item_clips_item_type_0_kind import (
    CompositionTracksItemClipsItemType0Kind,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.composition_tracks_item_clips_item_type_0_animate import (
        CompositionTracksItemClipsItemType0Animate,
    )
    from ..models.composition_tracks_item_clips_item_type_0_crop import (
        CompositionTracksItemClipsItemType0Crop,
    )
    from ..models.composition_tracks_item_clips_item_type_0_subject_matte import (
        CompositionTracksItemClipsItemType0SubjectMatte,
    )
    from ..models.composition_tracks_item_clips_item_type_0_transform import (
        CompositionTracksItemClipsItemType0Transform,
    )
    from ..models.composition_tracks_item_clips_item_type_0_transition import (
        CompositionTracksItemClipsItemType0Transition,
    )
    from ..models.composition_tracks_item_clips_item_type_0_trim import (
        CompositionTracksItemClipsItemType0Trim,
    )


T = TypeVar("T", bound="CompositionTracksItemClipsItemType0")


@_attrs_define
class CompositionTracksItemClipsItemType0:
    """
    Attributes:
        kind (CompositionTracksItemClipsItemType0Kind):
        start (float): timeline seconds
        duration (float): seconds on the timeline
        src (str): media: a path relative to the composition, file:// URL, or media:<id> resolved by the service
        id (str | Unset): unique among the clips of the composition; behindSubject names clips by it
        name (str | Unset):
        trim (CompositionTracksItemClipsItemType0Trim | Unset):
        playback_rate (float | Unset):
        fit (CompositionTracksItemClipsItemType0FitType0 | CompositionTracksItemClipsItemType0FitType1 |
            CompositionTracksItemClipsItemType0FitType2 | CompositionTracksItemClipsItemType0FitType3 | Unset):
        loop (bool | Unset):
        subject_matte (CompositionTracksItemClipsItemType0SubjectMatte | Unset): set by the service when a render is
            queued, from the media item's ready matte fact; give it yourself only to local renders
        transform (CompositionTracksItemClipsItemType0Transform | Unset):
        opacity (float | Unset):
        crop (CompositionTracksItemClipsItemType0Crop | Unset): fractions of the source cut from each side before
            fitting
        blend_mode (CompositionTracksItemClipsItemType0BlendModeType0 |
            CompositionTracksItemClipsItemType0BlendModeType1 | CompositionTracksItemClipsItemType0BlendModeType2 |
            CompositionTracksItemClipsItemType0BlendModeType3 | CompositionTracksItemClipsItemType0BlendModeType4 |
            CompositionTracksItemClipsItemType0BlendModeType5 | CompositionTracksItemClipsItemType0BlendModeType6 |
            CompositionTracksItemClipsItemType0BlendModeType7 | CompositionTracksItemClipsItemType0BlendModeType8 | Unset):
        animate (CompositionTracksItemClipsItemType0Animate | Unset): numeric property path → keyframes
        transition (CompositionTracksItemClipsItemType0Transition | Unset):
        volume (float | Unset): linear gain (1 = unchanged)
        muted (bool | Unset):
        fade_in (float | Unset): audio fade-in seconds
        fade_out (float | Unset): audio fade-out seconds
    """

    kind: CompositionTracksItemClipsItemType0Kind
    start: float
    duration: float
    src: str
    id: str | Unset = UNSET
    name: str | Unset = UNSET
    trim: CompositionTracksItemClipsItemType0Trim | Unset = UNSET
    playback_rate: float | Unset = UNSET
    fit: (
        CompositionTracksItemClipsItemType0FitType0
        | CompositionTracksItemClipsItemType0FitType1
        | CompositionTracksItemClipsItemType0FitType2
        | CompositionTracksItemClipsItemType0FitType3
        | Unset
    ) = UNSET
    loop: bool | Unset = UNSET
    subject_matte: CompositionTracksItemClipsItemType0SubjectMatte | Unset = UNSET
    transform: CompositionTracksItemClipsItemType0Transform | Unset = UNSET
    opacity: float | Unset = UNSET
    crop: CompositionTracksItemClipsItemType0Crop | Unset = UNSET
    blend_mode: (
        CompositionTracksItemClipsItemType0BlendModeType0
        | CompositionTracksItemClipsItemType0BlendModeType1
        | CompositionTracksItemClipsItemType0BlendModeType2
        | CompositionTracksItemClipsItemType0BlendModeType3
        | CompositionTracksItemClipsItemType0BlendModeType4
        | CompositionTracksItemClipsItemType0BlendModeType5
        | CompositionTracksItemClipsItemType0BlendModeType6
        | CompositionTracksItemClipsItemType0BlendModeType7
        | CompositionTracksItemClipsItemType0BlendModeType8
        | Unset
    ) = UNSET
    animate: CompositionTracksItemClipsItemType0Animate | Unset = UNSET
    transition: CompositionTracksItemClipsItemType0Transition | Unset = UNSET
    volume: float | Unset = UNSET
    muted: bool | Unset = UNSET
    fade_in: float | Unset = UNSET
    fade_out: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        start = self.start

        duration = self.duration

        src = self.src

        id = self.id

        name = self.name

        trim: dict[str, Any] | Unset = UNSET
        if not isinstance(self.trim, Unset):
            trim = self.trim.to_dict()

        playback_rate = self.playback_rate

        fit: str | Unset
        if isinstance(self.fit, Unset):
            fit = UNSET
        elif (
            isinstance(self.fit, CompositionTracksItemClipsItemType0FitType0)
            or isinstance(self.fit, CompositionTracksItemClipsItemType0FitType1)
            or isinstance(self.fit, CompositionTracksItemClipsItemType0FitType2)
        ):
            fit = self.fit.value
        else:
            fit = self.fit.value

        loop = self.loop

        subject_matte: dict[str, Any] | Unset = UNSET
        if not isinstance(self.subject_matte, Unset):
            subject_matte = self.subject_matte.to_dict()

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
                self.blend_mode, CompositionTracksItemClipsItemType0BlendModeType0
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType0BlendModeType1
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType0BlendModeType2
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType0BlendModeType3
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType0BlendModeType4
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType0BlendModeType5
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType0BlendModeType6
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType0BlendModeType7
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

        volume = self.volume

        muted = self.muted

        fade_in = self.fade_in

        fade_out = self.fade_out

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
        if trim is not UNSET:
            field_dict["trim"] = trim
        if playback_rate is not UNSET:
            field_dict["playbackRate"] = playback_rate
        if fit is not UNSET:
            field_dict["fit"] = fit
        if loop is not UNSET:
            field_dict["loop"] = loop
        if subject_matte is not UNSET:
            field_dict["subjectMatte"] = subject_matte
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
        if volume is not UNSET:
            field_dict["volume"] = volume
        if muted is not UNSET:
            field_dict["muted"] = muted
        if fade_in is not UNSET:
            field_dict["fadeIn"] = fade_in
        if fade_out is not UNSET:
            field_dict["fadeOut"] = fade_out

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.composition_tracks_item_clips_item_type_0_animate import (
            CompositionTracksItemClipsItemType0Animate,
        )
        from ..models.composition_tracks_item_clips_item_type_0_crop import (
            CompositionTracksItemClipsItemType0Crop,
        )
        from ..models.composition_tracks_item_clips_item_type_0_subject_matte import (
            CompositionTracksItemClipsItemType0SubjectMatte,
        )
        from ..models.composition_tracks_item_clips_item_type_0_transform import (
            CompositionTracksItemClipsItemType0Transform,
        )
        from ..models.composition_tracks_item_clips_item_type_0_transition import (
            CompositionTracksItemClipsItemType0Transition,
        )
        from ..models.composition_tracks_item_clips_item_type_0_trim import (
            CompositionTracksItemClipsItemType0Trim,
        )

        d = dict(src_dict)
        kind = CompositionTracksItemClipsItemType0Kind(d.pop("kind"))

        start = d.pop("start")

        duration = d.pop("duration")

        src = d.pop("src")

        id = d.pop("id", UNSET)

        name = d.pop("name", UNSET)

        _trim = d.pop("trim", UNSET)
        trim: CompositionTracksItemClipsItemType0Trim | Unset
        if isinstance(_trim, Unset):
            trim = UNSET
        else:
            trim = CompositionTracksItemClipsItemType0Trim.from_dict(_trim)

        playback_rate = d.pop("playbackRate", UNSET)

        def _parse_fit(
            data: object,
        ) -> (
            CompositionTracksItemClipsItemType0FitType0
            | CompositionTracksItemClipsItemType0FitType1
            | CompositionTracksItemClipsItemType0FitType2
            | CompositionTracksItemClipsItemType0FitType3
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                fit_type_0 = CompositionTracksItemClipsItemType0FitType0(data)

                return fit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                fit_type_1 = CompositionTracksItemClipsItemType0FitType1(data)

                return fit_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                fit_type_2 = CompositionTracksItemClipsItemType0FitType2(data)

                return fit_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            fit_type_3 = CompositionTracksItemClipsItemType0FitType3(data)

            return fit_type_3

        fit = _parse_fit(d.pop("fit", UNSET))

        loop = d.pop("loop", UNSET)

        _subject_matte = d.pop("subjectMatte", UNSET)
        subject_matte: CompositionTracksItemClipsItemType0SubjectMatte | Unset
        if isinstance(_subject_matte, Unset):
            subject_matte = UNSET
        else:
            subject_matte = CompositionTracksItemClipsItemType0SubjectMatte.from_dict(
                _subject_matte
            )

        _transform = d.pop("transform", UNSET)
        transform: CompositionTracksItemClipsItemType0Transform | Unset
        if isinstance(_transform, Unset):
            transform = UNSET
        else:
            transform = CompositionTracksItemClipsItemType0Transform.from_dict(
                _transform
            )

        opacity = d.pop("opacity", UNSET)

        _crop = d.pop("crop", UNSET)
        crop: CompositionTracksItemClipsItemType0Crop | Unset
        if isinstance(_crop, Unset):
            crop = UNSET
        else:
            crop = CompositionTracksItemClipsItemType0Crop.from_dict(_crop)

        def _parse_blend_mode(
            data: object,
        ) -> (
            CompositionTracksItemClipsItemType0BlendModeType0
            | CompositionTracksItemClipsItemType0BlendModeType1
            | CompositionTracksItemClipsItemType0BlendModeType2
            | CompositionTracksItemClipsItemType0BlendModeType3
            | CompositionTracksItemClipsItemType0BlendModeType4
            | CompositionTracksItemClipsItemType0BlendModeType5
            | CompositionTracksItemClipsItemType0BlendModeType6
            | CompositionTracksItemClipsItemType0BlendModeType7
            | CompositionTracksItemClipsItemType0BlendModeType8
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_0 = CompositionTracksItemClipsItemType0BlendModeType0(
                    data
                )

                return blend_mode_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_1 = CompositionTracksItemClipsItemType0BlendModeType1(
                    data
                )

                return blend_mode_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_2 = CompositionTracksItemClipsItemType0BlendModeType2(
                    data
                )

                return blend_mode_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_3 = CompositionTracksItemClipsItemType0BlendModeType3(
                    data
                )

                return blend_mode_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_4 = CompositionTracksItemClipsItemType0BlendModeType4(
                    data
                )

                return blend_mode_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_5 = CompositionTracksItemClipsItemType0BlendModeType5(
                    data
                )

                return blend_mode_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_6 = CompositionTracksItemClipsItemType0BlendModeType6(
                    data
                )

                return blend_mode_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_7 = CompositionTracksItemClipsItemType0BlendModeType7(
                    data
                )

                return blend_mode_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            blend_mode_type_8 = CompositionTracksItemClipsItemType0BlendModeType8(data)

            return blend_mode_type_8

        blend_mode = _parse_blend_mode(d.pop("blendMode", UNSET))

        _animate = d.pop("animate", UNSET)
        animate: CompositionTracksItemClipsItemType0Animate | Unset
        if isinstance(_animate, Unset):
            animate = UNSET
        else:
            animate = CompositionTracksItemClipsItemType0Animate.from_dict(_animate)

        _transition = d.pop("transition", UNSET)
        transition: CompositionTracksItemClipsItemType0Transition | Unset
        if isinstance(_transition, Unset):
            transition = UNSET
        else:
            transition = CompositionTracksItemClipsItemType0Transition.from_dict(
                _transition
            )

        volume = d.pop("volume", UNSET)

        muted = d.pop("muted", UNSET)

        fade_in = d.pop("fadeIn", UNSET)

        fade_out = d.pop("fadeOut", UNSET)

        composition_tracks_item_clips_item_type_0 = cls(
            kind=kind,
            start=start,
            duration=duration,
            src=src,
            id=id,
            name=name,
            trim=trim,
            playback_rate=playback_rate,
            fit=fit,
            loop=loop,
            subject_matte=subject_matte,
            transform=transform,
            opacity=opacity,
            crop=crop,
            blend_mode=blend_mode,
            animate=animate,
            transition=transition,
            volume=volume,
            muted=muted,
            fade_in=fade_in,
            fade_out=fade_out,
        )

        return composition_tracks_item_clips_item_type_0
