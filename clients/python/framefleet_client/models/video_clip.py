from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.video_clip_blend_mode_type_0 import VideoClipBlendModeType0
from ..models.video_clip_blend_mode_type_1 import VideoClipBlendModeType1
from ..models.video_clip_blend_mode_type_2 import VideoClipBlendModeType2
from ..models.video_clip_blend_mode_type_3 import VideoClipBlendModeType3
from ..models.video_clip_blend_mode_type_4 import VideoClipBlendModeType4
from ..models.video_clip_blend_mode_type_5 import VideoClipBlendModeType5
from ..models.video_clip_blend_mode_type_6 import VideoClipBlendModeType6
from ..models.video_clip_blend_mode_type_7 import VideoClipBlendModeType7
from ..models.video_clip_blend_mode_type_8 import VideoClipBlendModeType8
from ..models.video_clip_fit_type_0 import VideoClipFitType0
from ..models.video_clip_fit_type_1 import VideoClipFitType1
from ..models.video_clip_fit_type_2 import VideoClipFitType2
from ..models.video_clip_fit_type_3 import VideoClipFitType3
from ..models.video_clip_kind import VideoClipKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.subject_matte import SubjectMatte
    from ..models.transform import Transform
    from ..models.transition import Transition
    from ..models.video_clip_animate import VideoClipAnimate
    from ..models.video_clip_crop import VideoClipCrop
    from ..models.video_clip_trim import VideoClipTrim


T = TypeVar("T", bound="VideoClip")


@_attrs_define
class VideoClip:
    """
    Attributes:
        kind (VideoClipKind):
        start (float): timeline seconds
        duration (float): seconds on the timeline
        src (str): media: a path relative to the composition, file:// URL, or media:<id> resolved by the service
        id (str | Unset): unique among the clips of the composition; behindSubject names clips by it
        name (str | Unset):
        trim (VideoClipTrim | Unset):
        playback_rate (float | Unset):
        fit (Unset | VideoClipFitType0 | VideoClipFitType1 | VideoClipFitType2 | VideoClipFitType3):
        loop (bool | Unset):
        subject_matte (SubjectMatte | Unset): set by the service when a render is queued, from the media item's ready
            matte fact; give it yourself only to local renders
        transform (Transform | Unset):
        opacity (float | Unset):
        crop (VideoClipCrop | Unset): fractions of the source cut from each side before fitting
        blend_mode (Unset | VideoClipBlendModeType0 | VideoClipBlendModeType1 | VideoClipBlendModeType2 |
            VideoClipBlendModeType3 | VideoClipBlendModeType4 | VideoClipBlendModeType5 | VideoClipBlendModeType6 |
            VideoClipBlendModeType7 | VideoClipBlendModeType8):
        animate (VideoClipAnimate | Unset): numeric property path → keyframes
        transition (Transition | Unset):
        volume (float | Unset): linear gain (1 = unchanged)
        muted (bool | Unset):
        fade_in (float | Unset): audio fade-in seconds
        fade_out (float | Unset): audio fade-out seconds
    """

    kind: VideoClipKind
    start: float
    duration: float
    src: str
    id: str | Unset = UNSET
    name: str | Unset = UNSET
    trim: VideoClipTrim | Unset = UNSET
    playback_rate: float | Unset = UNSET
    fit: (
        Unset
        | VideoClipFitType0
        | VideoClipFitType1
        | VideoClipFitType2
        | VideoClipFitType3
    ) = UNSET
    loop: bool | Unset = UNSET
    subject_matte: SubjectMatte | Unset = UNSET
    transform: Transform | Unset = UNSET
    opacity: float | Unset = UNSET
    crop: VideoClipCrop | Unset = UNSET
    blend_mode: (
        Unset
        | VideoClipBlendModeType0
        | VideoClipBlendModeType1
        | VideoClipBlendModeType2
        | VideoClipBlendModeType3
        | VideoClipBlendModeType4
        | VideoClipBlendModeType5
        | VideoClipBlendModeType6
        | VideoClipBlendModeType7
        | VideoClipBlendModeType8
    ) = UNSET
    animate: VideoClipAnimate | Unset = UNSET
    transition: Transition | Unset = UNSET
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
            isinstance(self.fit, VideoClipFitType0)
            or isinstance(self.fit, VideoClipFitType1)
            or isinstance(self.fit, VideoClipFitType2)
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
            isinstance(self.blend_mode, VideoClipBlendModeType0)
            or isinstance(self.blend_mode, VideoClipBlendModeType1)
            or isinstance(self.blend_mode, VideoClipBlendModeType2)
            or isinstance(self.blend_mode, VideoClipBlendModeType3)
            or isinstance(self.blend_mode, VideoClipBlendModeType4)
            or isinstance(self.blend_mode, VideoClipBlendModeType5)
            or isinstance(self.blend_mode, VideoClipBlendModeType6)
            or isinstance(self.blend_mode, VideoClipBlendModeType7)
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
        from ..models.subject_matte import SubjectMatte
        from ..models.transform import Transform
        from ..models.transition import Transition
        from ..models.video_clip_animate import VideoClipAnimate
        from ..models.video_clip_crop import VideoClipCrop
        from ..models.video_clip_trim import VideoClipTrim

        d = dict(src_dict)
        kind = VideoClipKind(d.pop("kind"))

        start = d.pop("start")

        duration = d.pop("duration")

        src = d.pop("src")

        id = d.pop("id", UNSET)

        name = d.pop("name", UNSET)

        _trim = d.pop("trim", UNSET)
        trim: VideoClipTrim | Unset
        if isinstance(_trim, Unset):
            trim = UNSET
        else:
            trim = VideoClipTrim.from_dict(_trim)

        playback_rate = d.pop("playbackRate", UNSET)

        def _parse_fit(
            data: object,
        ) -> (
            Unset
            | VideoClipFitType0
            | VideoClipFitType1
            | VideoClipFitType2
            | VideoClipFitType3
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                fit_type_0 = VideoClipFitType0(data)

                return fit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                fit_type_1 = VideoClipFitType1(data)

                return fit_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                fit_type_2 = VideoClipFitType2(data)

                return fit_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            fit_type_3 = VideoClipFitType3(data)

            return fit_type_3

        fit = _parse_fit(d.pop("fit", UNSET))

        loop = d.pop("loop", UNSET)

        _subject_matte = d.pop("subjectMatte", UNSET)
        subject_matte: SubjectMatte | Unset
        if isinstance(_subject_matte, Unset):
            subject_matte = UNSET
        else:
            subject_matte = SubjectMatte.from_dict(_subject_matte)

        _transform = d.pop("transform", UNSET)
        transform: Transform | Unset
        if isinstance(_transform, Unset):
            transform = UNSET
        else:
            transform = Transform.from_dict(_transform)

        opacity = d.pop("opacity", UNSET)

        _crop = d.pop("crop", UNSET)
        crop: VideoClipCrop | Unset
        if isinstance(_crop, Unset):
            crop = UNSET
        else:
            crop = VideoClipCrop.from_dict(_crop)

        def _parse_blend_mode(
            data: object,
        ) -> (
            Unset
            | VideoClipBlendModeType0
            | VideoClipBlendModeType1
            | VideoClipBlendModeType2
            | VideoClipBlendModeType3
            | VideoClipBlendModeType4
            | VideoClipBlendModeType5
            | VideoClipBlendModeType6
            | VideoClipBlendModeType7
            | VideoClipBlendModeType8
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_0 = VideoClipBlendModeType0(data)

                return blend_mode_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_1 = VideoClipBlendModeType1(data)

                return blend_mode_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_2 = VideoClipBlendModeType2(data)

                return blend_mode_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_3 = VideoClipBlendModeType3(data)

                return blend_mode_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_4 = VideoClipBlendModeType4(data)

                return blend_mode_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_5 = VideoClipBlendModeType5(data)

                return blend_mode_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_6 = VideoClipBlendModeType6(data)

                return blend_mode_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_7 = VideoClipBlendModeType7(data)

                return blend_mode_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            blend_mode_type_8 = VideoClipBlendModeType8(data)

            return blend_mode_type_8

        blend_mode = _parse_blend_mode(d.pop("blendMode", UNSET))

        _animate = d.pop("animate", UNSET)
        animate: VideoClipAnimate | Unset
        if isinstance(_animate, Unset):
            animate = UNSET
        else:
            animate = VideoClipAnimate.from_dict(_animate)

        _transition = d.pop("transition", UNSET)
        transition: Transition | Unset
        if isinstance(_transition, Unset):
            transition = UNSET
        else:
            transition = Transition.from_dict(_transition)

        volume = d.pop("volume", UNSET)

        muted = d.pop("muted", UNSET)

        fade_in = d.pop("fadeIn", UNSET)

        fade_out = d.pop("fadeOut", UNSET)

        video_clip = cls(
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

        return video_clip
