from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.captions_clip_blend_mode_type_0 import CaptionsClipBlendModeType0
from ..models.captions_clip_blend_mode_type_1 import CaptionsClipBlendModeType1
from ..models.captions_clip_blend_mode_type_2 import CaptionsClipBlendModeType2
from ..models.captions_clip_blend_mode_type_3 import CaptionsClipBlendModeType3
from ..models.captions_clip_blend_mode_type_4 import CaptionsClipBlendModeType4
from ..models.captions_clip_blend_mode_type_5 import CaptionsClipBlendModeType5
from ..models.captions_clip_blend_mode_type_6 import CaptionsClipBlendModeType6
from ..models.captions_clip_blend_mode_type_7 import CaptionsClipBlendModeType7
from ..models.captions_clip_blend_mode_type_8 import CaptionsClipBlendModeType8
from ..models.captions_clip_kind import CaptionsClipKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.caption_profile import CaptionProfile
    from ..models.captions_clip_animate import CaptionsClipAnimate
    from ..models.captions_clip_crop import CaptionsClipCrop
    from ..models.captions_clip_transcript import CaptionsClipTranscript
    from ..models.captions_clip_trim import CaptionsClipTrim
    from ..models.captions_clip_words_item import CaptionsClipWordsItem
    from ..models.transform import Transform
    from ..models.transition import Transition


T = TypeVar("T", bound="CaptionsClip")


@_attrs_define
class CaptionsClip:
    """
    Attributes:
        kind (CaptionsClipKind):
        start (float): timeline seconds
        duration (float): seconds on the timeline
        id (str | Unset): unique among the clips of the composition; behindSubject names clips by it
        name (str | Unset):
        words (list[CaptionsClipWordsItem] | Unset): word timings (the transcript shape)
        transcript (CaptionsClipTranscript | Unset): the service fills `words` from this media item's transcript before
            rendering
        trim (CaptionsClipTrim | Unset):
        profile (CaptionProfile | Unset):
        max_words_per_page (int | Unset):
        max_lines (int | Unset):
        max_width (float | Unset): fraction of the output width
        transform (Transform | Unset):
        opacity (float | Unset):
        crop (CaptionsClipCrop | Unset): fractions of the source cut from each side before fitting
        blend_mode (CaptionsClipBlendModeType0 | CaptionsClipBlendModeType1 | CaptionsClipBlendModeType2 |
            CaptionsClipBlendModeType3 | CaptionsClipBlendModeType4 | CaptionsClipBlendModeType5 |
            CaptionsClipBlendModeType6 | CaptionsClipBlendModeType7 | CaptionsClipBlendModeType8 | Unset):
        animate (CaptionsClipAnimate | Unset): numeric property path → keyframes
        transition (Transition | Unset):
    """

    kind: CaptionsClipKind
    start: float
    duration: float
    id: str | Unset = UNSET
    name: str | Unset = UNSET
    words: list[CaptionsClipWordsItem] | Unset = UNSET
    transcript: CaptionsClipTranscript | Unset = UNSET
    trim: CaptionsClipTrim | Unset = UNSET
    profile: CaptionProfile | Unset = UNSET
    max_words_per_page: int | Unset = UNSET
    max_lines: int | Unset = UNSET
    max_width: float | Unset = UNSET
    transform: Transform | Unset = UNSET
    opacity: float | Unset = UNSET
    crop: CaptionsClipCrop | Unset = UNSET
    blend_mode: (
        CaptionsClipBlendModeType0
        | CaptionsClipBlendModeType1
        | CaptionsClipBlendModeType2
        | CaptionsClipBlendModeType3
        | CaptionsClipBlendModeType4
        | CaptionsClipBlendModeType5
        | CaptionsClipBlendModeType6
        | CaptionsClipBlendModeType7
        | CaptionsClipBlendModeType8
        | Unset
    ) = UNSET
    animate: CaptionsClipAnimate | Unset = UNSET
    transition: Transition | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        start = self.start

        duration = self.duration

        id = self.id

        name = self.name

        words: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.words, Unset):
            words = []
            for words_item_data in self.words:
                words_item = words_item_data.to_dict()
                words.append(words_item)

        transcript: dict[str, Any] | Unset = UNSET
        if not isinstance(self.transcript, Unset):
            transcript = self.transcript.to_dict()

        trim: dict[str, Any] | Unset = UNSET
        if not isinstance(self.trim, Unset):
            trim = self.trim.to_dict()

        profile: dict[str, Any] | Unset = UNSET
        if not isinstance(self.profile, Unset):
            profile = self.profile.to_dict()

        max_words_per_page = self.max_words_per_page

        max_lines = self.max_lines

        max_width = self.max_width

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
            isinstance(self.blend_mode, CaptionsClipBlendModeType0)
            or isinstance(self.blend_mode, CaptionsClipBlendModeType1)
            or isinstance(self.blend_mode, CaptionsClipBlendModeType2)
            or isinstance(self.blend_mode, CaptionsClipBlendModeType3)
            or isinstance(self.blend_mode, CaptionsClipBlendModeType4)
            or isinstance(self.blend_mode, CaptionsClipBlendModeType5)
            or isinstance(self.blend_mode, CaptionsClipBlendModeType6)
            or isinstance(self.blend_mode, CaptionsClipBlendModeType7)
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
            }
        )
        if id is not UNSET:
            field_dict["id"] = id
        if name is not UNSET:
            field_dict["name"] = name
        if words is not UNSET:
            field_dict["words"] = words
        if transcript is not UNSET:
            field_dict["transcript"] = transcript
        if trim is not UNSET:
            field_dict["trim"] = trim
        if profile is not UNSET:
            field_dict["profile"] = profile
        if max_words_per_page is not UNSET:
            field_dict["maxWordsPerPage"] = max_words_per_page
        if max_lines is not UNSET:
            field_dict["maxLines"] = max_lines
        if max_width is not UNSET:
            field_dict["maxWidth"] = max_width
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
        from ..models.caption_profile import CaptionProfile
        from ..models.captions_clip_animate import CaptionsClipAnimate
        from ..models.captions_clip_crop import CaptionsClipCrop
        from ..models.captions_clip_transcript import CaptionsClipTranscript
        from ..models.captions_clip_trim import CaptionsClipTrim
        from ..models.captions_clip_words_item import CaptionsClipWordsItem
        from ..models.transform import Transform
        from ..models.transition import Transition

        d = dict(src_dict)
        kind = CaptionsClipKind(d.pop("kind"))

        start = d.pop("start")

        duration = d.pop("duration")

        id = d.pop("id", UNSET)

        name = d.pop("name", UNSET)

        _words = d.pop("words", UNSET)
        words: list[CaptionsClipWordsItem] | Unset = UNSET
        if _words is not UNSET:
            words = []
            for words_item_data in _words:
                words_item = CaptionsClipWordsItem.from_dict(words_item_data)

                words.append(words_item)

        _transcript = d.pop("transcript", UNSET)
        transcript: CaptionsClipTranscript | Unset
        if isinstance(_transcript, Unset):
            transcript = UNSET
        else:
            transcript = CaptionsClipTranscript.from_dict(_transcript)

        _trim = d.pop("trim", UNSET)
        trim: CaptionsClipTrim | Unset
        if isinstance(_trim, Unset):
            trim = UNSET
        else:
            trim = CaptionsClipTrim.from_dict(_trim)

        _profile = d.pop("profile", UNSET)
        profile: CaptionProfile | Unset
        if isinstance(_profile, Unset):
            profile = UNSET
        else:
            profile = CaptionProfile.from_dict(_profile)

        max_words_per_page = d.pop("maxWordsPerPage", UNSET)

        max_lines = d.pop("maxLines", UNSET)

        max_width = d.pop("maxWidth", UNSET)

        _transform = d.pop("transform", UNSET)
        transform: Transform | Unset
        if isinstance(_transform, Unset):
            transform = UNSET
        else:
            transform = Transform.from_dict(_transform)

        opacity = d.pop("opacity", UNSET)

        _crop = d.pop("crop", UNSET)
        crop: CaptionsClipCrop | Unset
        if isinstance(_crop, Unset):
            crop = UNSET
        else:
            crop = CaptionsClipCrop.from_dict(_crop)

        def _parse_blend_mode(
            data: object,
        ) -> (
            CaptionsClipBlendModeType0
            | CaptionsClipBlendModeType1
            | CaptionsClipBlendModeType2
            | CaptionsClipBlendModeType3
            | CaptionsClipBlendModeType4
            | CaptionsClipBlendModeType5
            | CaptionsClipBlendModeType6
            | CaptionsClipBlendModeType7
            | CaptionsClipBlendModeType8
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_0 = CaptionsClipBlendModeType0(data)

                return blend_mode_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_1 = CaptionsClipBlendModeType1(data)

                return blend_mode_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_2 = CaptionsClipBlendModeType2(data)

                return blend_mode_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_3 = CaptionsClipBlendModeType3(data)

                return blend_mode_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_4 = CaptionsClipBlendModeType4(data)

                return blend_mode_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_5 = CaptionsClipBlendModeType5(data)

                return blend_mode_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_6 = CaptionsClipBlendModeType6(data)

                return blend_mode_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_7 = CaptionsClipBlendModeType7(data)

                return blend_mode_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            blend_mode_type_8 = CaptionsClipBlendModeType8(data)

            return blend_mode_type_8

        blend_mode = _parse_blend_mode(d.pop("blendMode", UNSET))

        _animate = d.pop("animate", UNSET)
        animate: CaptionsClipAnimate | Unset
        if isinstance(_animate, Unset):
            animate = UNSET
        else:
            animate = CaptionsClipAnimate.from_dict(_animate)

        _transition = d.pop("transition", UNSET)
        transition: Transition | Unset
        if isinstance(_transition, Unset):
            transition = UNSET
        else:
            transition = Transition.from_dict(_transition)

        captions_clip = cls(
            kind=kind,
            start=start,
            duration=duration,
            id=id,
            name=name,
            words=words,
            transcript=transcript,
            trim=trim,
            profile=profile,
            max_words_per_page=max_words_per_page,
            max_lines=max_lines,
            max_width=max_width,
            transform=transform,
            opacity=opacity,
            crop=crop,
            blend_mode=blend_mode,
            animate=animate,
            transition=transition,
        )

        return captions_clip
