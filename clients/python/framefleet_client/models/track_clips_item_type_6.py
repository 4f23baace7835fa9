from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.track_clips_item_type_6_blend_mode_type_0 import (
    TrackClipsItemType6BlendModeType0,
)
from ..models.track_clips_item_type_6_blend_mode_type_1 import (
    TrackClipsItemType6BlendModeType1,
)
from ..models.track_clips_item_type_6_blend_mode_type_2 import (
    TrackClipsItemType6BlendModeType2,
)
from ..models.track_clips_item_type_6_blend_mode_type_3 import (
    TrackClipsItemType6BlendModeType3,
)
from ..models.track_clips_item_type_6_blend_mode_type_4 import (
    TrackClipsItemType6BlendModeType4,
)
from ..models.track_clips_item_type_6_blend_mode_type_5 import (
    TrackClipsItemType6BlendModeType5,
)
from ..models.track_clips_item_type_6_blend_mode_type_6 import (
    TrackClipsItemType6BlendModeType6,
)
from ..models.track_clips_item_type_6_blend_mode_type_7 import (
    TrackClipsItemType6BlendModeType7,
)
from ..models.track_clips_item_type_6_blend_mode_type_8 import (
    TrackClipsItemType6BlendModeType8,
)
from ..models.track_clips_item_type_6_kind import TrackClipsItemType6Kind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.track_clips_item_type_6_animate import TrackClipsItemType6Animate
    from ..models.track_clips_item_type_6_crop import TrackClipsItemType6Crop
    from ..models.track_clips_item_type_6_profile import TrackClipsItemType6Profile
    from ..models.track_clips_item_type_6_transcript import (
        TrackClipsItemType6Transcript,
    )
    from ..models.track_clips_item_type_6_transform import TrackClipsItemType6Transform
    from ..models.track_clips_item_type_6_transition import (
        TrackClipsItemType6Transition,
    )
    from ..models.track_clips_item_type_6_trim import TrackClipsItemType6Trim
    from ..models.track_clips_item_type_6_words_item import TrackClipsItemType6WordsItem


T = TypeVar("T", bound="TrackClipsItemType6")


@_attrs_define
class TrackClipsItemType6:
    """
    Attributes:
        kind (TrackClipsItemType6Kind):
        start (float): timeline seconds
        duration (float): seconds on the timeline
        id (str | Unset): unique among the clips of the composition; behindSubject names clips by it
        name (str | Unset):
        words (list[TrackClipsItemType6WordsItem] | Unset): word timings (the transcript shape)
        transcript (TrackClipsItemType6Transcript | Unset): the service fills `words` from this media item's transcript
            before rendering
        trim (TrackClipsItemType6Trim | Unset):
        profile (TrackClipsItemType6Profile | Unset):
        max_words_per_page (int | Unset):
        max_lines (int | Unset):
        max_width (float | Unset): fraction of the output width
        transform (TrackClipsItemType6Transform | Unset):
        opacity (float | Unset):
        crop (TrackClipsItemType6Crop | Unset): fractions of the source cut from each side before fitting
        blend_mode (TrackClipsItemType6BlendModeType0 | TrackClipsItemType6BlendModeType1 |
            TrackClipsItemType6BlendModeType2 | TrackClipsItemType6BlendModeType3 | TrackClipsItemType6BlendModeType4 |
            TrackClipsItemType6BlendModeType5 | TrackClipsItemType6BlendModeType6 | TrackClipsItemType6BlendModeType7 |
            TrackClipsItemType6BlendModeType8 | Unset):
        animate (TrackClipsItemType6Animate | Unset): numeric property path → keyframes
        transition (TrackClipsItemType6Transition | Unset):
    """

    kind: TrackClipsItemType6Kind
    start: float
    duration: float
    id: str | Unset = UNSET
    name: str | Unset = UNSET
    words: list[TrackClipsItemType6WordsItem] | Unset = UNSET
    transcript: TrackClipsItemType6Transcript | Unset = UNSET
    trim: TrackClipsItemType6Trim | Unset = UNSET
    profile: TrackClipsItemType6Profile | Unset = UNSET
    max_words_per_page: int | Unset = UNSET
    max_lines: int | Unset = UNSET
    max_width: float | Unset = UNSET
    transform: TrackClipsItemType6Transform | Unset = UNSET
    opacity: float | Unset = UNSET
    crop: TrackClipsItemType6Crop | Unset = UNSET
    blend_mode: (
        TrackClipsItemType6BlendModeType0
        | TrackClipsItemType6BlendModeType1
        | TrackClipsItemType6BlendModeType2
        | TrackClipsItemType6BlendModeType3
        | TrackClipsItemType6BlendModeType4
        | TrackClipsItemType6BlendModeType5
        | TrackClipsItemType6BlendModeType6
        | TrackClipsItemType6BlendModeType7
        | TrackClipsItemType6BlendModeType8
        | Unset
    ) = UNSET
    animate: TrackClipsItemType6Animate | Unset = UNSET
    transition: TrackClipsItemType6Transition | Unset = UNSET

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
            isinstance(self.blend_mode, TrackClipsItemType6BlendModeType0)
            or isinstance(self.blend_mode, TrackClipsItemType6BlendModeType1)
            or isinstance(self.blend_mode, TrackClipsItemType6BlendModeType2)
            or isinstance(self.blend_mode, TrackClipsItemType6BlendModeType3)
            or isinstance(self.blend_mode, TrackClipsItemType6BlendModeType4)
            or isinstance(self.blend_mode, TrackClipsItemType6BlendModeType5)
            or isinstance(self.blend_mode, TrackClipsItemType6BlendModeType6)
            or isinstance(self.blend_mode, TrackClipsItemType6BlendModeType7)
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
        from ..models.track_clips_item_type_6_animate import TrackClipsItemType6Animate
        from ..models.track_clips_item_type_6_crop import TrackClipsItemType6Crop
        from ..models.track_clips_item_type_6_profile import TrackClipsItemType6Profile
        from ..models.track_clips_item_type_6_transcript import (
            TrackClipsItemType6Transcript,
        )
        from ..models.track_clips_item_type_6_transform import (
            TrackClipsItemType6Transform,
        )
        from ..models.track_clips_item_type_6_transition import (
            TrackClipsItemType6Transition,
        )
        from ..models.track_clips_item_type_6_trim import TrackClipsItemType6Trim
        from ..models.track_clips_item_type_6_words_item import (
            TrackClipsItemType6WordsItem,
        )

        d = dict(src_dict)
        kind = TrackClipsItemType6Kind(d.pop("kind"))

        start = d.pop("start")

        duration = d.pop("duration")

        id = d.pop("id", UNSET)

        name = d.pop("name", UNSET)

        _words = d.pop("words", UNSET)
        words: list[TrackClipsItemType6WordsItem] | Unset = UNSET
        if _words is not UNSET:
            words = []
            for words_item_data in _words:
                words_item = TrackClipsItemType6WordsItem.from_dict(words_item_data)

                words.append(words_item)

        _transcript = d.pop("transcript", UNSET)
        transcript: TrackClipsItemType6Transcript | Unset
        if isinstance(_transcript, Unset):
            transcript = UNSET
        else:
            transcript = TrackClipsItemType6Transcript.from_dict(_transcript)

        _trim = d.pop("trim", UNSET)
        trim: TrackClipsItemType6Trim | Unset
        if isinstance(_trim, Unset):
            trim = UNSET
        else:
            trim = TrackClipsItemType6Trim.from_dict(_trim)

        _profile = d.pop("profile", UNSET)
        profile: TrackClipsItemType6Profile | Unset
        if isinstance(_profile, Unset):
            profile = UNSET
        else:
            profile = TrackClipsItemType6Profile.from_dict(_profile)

        max_words_per_page = d.pop("maxWordsPerPage", UNSET)

        max_lines = d.pop("maxLines", UNSET)

        max_width = d.pop("maxWidth", UNSET)

        _transform = d.pop("transform", UNSET)
        transform: TrackClipsItemType6Transform | Unset
        if isinstance(_transform, Unset):
            transform = UNSET
        else:
            transform = TrackClipsItemType6Transform.from_dict(_transform)

        opacity = d.pop("opacity", UNSET)

        _crop = d.pop("crop", UNSET)
        crop: TrackClipsItemType6Crop | Unset
        if isinstance(_crop, Unset):
            crop = UNSET
        else:
            crop = TrackClipsItemType6Crop.from_dict(_crop)

        def _parse_blend_mode(
            data: object,
        ) -> (
            TrackClipsItemType6BlendModeType0
            | TrackClipsItemType6BlendModeType1
            | TrackClipsItemType6BlendModeType2
            | TrackClipsItemType6BlendModeType3
            | TrackClipsItemType6BlendModeType4
            | TrackClipsItemType6BlendModeType5
            | TrackClipsItemType6BlendModeType6
            | TrackClipsItemType6BlendModeType7
            | TrackClipsItemType6BlendModeType8
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_0 = TrackClipsItemType6BlendModeType0(data)

                return blend_mode_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_1 = TrackClipsItemType6BlendModeType1(data)

                return blend_mode_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_2 = TrackClipsItemType6BlendModeType2(data)

                return blend_mode_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_3 = TrackClipsItemType6BlendModeType3(data)

                return blend_mode_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_4 = TrackClipsItemType6BlendModeType4(data)

                return blend_mode_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_5 = TrackClipsItemType6BlendModeType5(data)

                return blend_mode_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_6 = TrackClipsItemType6BlendModeType6(data)

                return blend_mode_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_7 = TrackClipsItemType6BlendModeType7(data)

                return blend_mode_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            blend_mode_type_8 = TrackClipsItemType6BlendModeType8(data)

            return blend_mode_type_8

        blend_mode = _parse_blend_mode(d.pop("blendMode", UNSET))

        _animate = d.pop("animate", UNSET)
        animate: TrackClipsItemType6Animate | Unset
        if isinstance(_animate, Unset):
            animate = UNSET
        else:
            animate = TrackClipsItemType6Animate.from_dict(_animate)

        _transition = d.pop("transition", UNSET)
        transition: TrackClipsItemType6Transition | Unset
        if isinstance(_transition, Unset):
            transition = UNSET
        else:
            transition = TrackClipsItemType6Transition.from_dict(_transition)

        track_clips_item_type_6 = cls(
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

        return track_clips_item_type_6
