from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.composition_tracks_item_clips_item_type_6_blend_mode_type_0 import (
    CompositionTracksItemClipsItemType6BlendModeType0,
)
from ..models.composition_tracks_item_clips_item_type_6_blend_mode_type_1 import (
    CompositionTracksItemClipsItemType6BlendModeType1,
)
from ..models.composition_tracks_item_clips_item_type_6_blend_mode_type_2 import (
    CompositionTracksItemClipsItemType6BlendModeType2,
)
from ..models.composition_tracks_item_clips_item_type_6_blend_mode_type_3 import (
    CompositionTracksItemClipsItemType6BlendModeType3,
)
from ..models.composition_tracks_item_clips_item_type_6_blend_mode_type_4 import (
    CompositionTracksItemClipsItemType6BlendModeType4,
)
from ..models.composition_tracks_item_clips_item_type_6_blend_mode_type_5 import (
    CompositionTracksItemClipsItemType6BlendModeType5,
)
from ..models.composition_tracks_item_clips_item_type_6_blend_mode_type_6 import (
    CompositionTracksItemClipsItemType6BlendModeType6,
)
from ..models.composition_tracks_item_clips_item_type_6_blend_mode_type_7 import (
    CompositionTracksItemClipsItemType6BlendModeType7,
)
from ..models.composition_tracks_item_clips_item_type_6_blend_mode_type_8 import (
    CompositionTracksItemClipsItemType6BlendModeType8,
)
from ..models.composition_tracks_item_clips_item_type_6_kind import (
    CompositionTracksItemClipsItemType6Kind,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.composition_tracks_item_clips_item_type_6_animate import (
        CompositionTracksItemClipsItemType6Animate,
    )
    from ..models.composition_tracks_item_clips_item_type_6_crop import (
        CompositionTracksItemClipsItemType6Crop,
    )
    from ..models.composition_tracks_item_clips_item_type_6_profile import (
        CompositionTracksItemClipsItemType6Profile,
    )
    from ..models.composition_tracks_item_clips_item_type_6_transcript import (
        CompositionTracksItemClipsItemType6Transcript,
    )
    from ..models.composition_tracks_item_clips_item_type_6_transform import (
        CompositionTracksItemClipsItemType6Transform,
    )
    from ..models.composition_tracks_item_clips_item_type_6_transition import (
        CompositionTracksItemClipsItemType6Transition,
    )
    from ..models.composition_tracks_item_clips_item_type_6_trim import (
        CompositionTracksItemClipsItemType6Trim,
    )
    from ..models.composition_tracks_item_clips_item_type_6_words_item import (
        CompositionTracksItemClipsItemType6WordsItem,
    )


T = TypeVar("T", bound="CompositionTracksItemClipsItemType6")


@_attrs_define
class CompositionTracksItemClipsItemType6:
    """
    Attributes:
        kind (CompositionTracksItemClipsItemType6Kind):
        start (float): timeline seconds
        duration (float): seconds on the timeline
        id (str | Unset): unique among the clips of the composition; behindSubject names clips by it
        name (str | Unset):
        words (list[CompositionTracksItemClipsItemType6WordsItem] | Unset): word timings (the transcript shape)
        transcript (CompositionTracksItemClipsItemType6Transcript | Unset): the service fills `words` from this media
            item's transcript before rendering
        trim (CompositionTracksItemClipsItemType6Trim | Unset):
        profile (CompositionTracksItemClipsItemType6Profile | Unset):
        max_words_per_page (int | Unset):
        max_lines (int | Unset):
        max_width (float | Unset): fraction of the output width
        transform (CompositionTracksItemClipsItemType6Transform | Unset):
        opacity (float | Unset):
        crop (CompositionTracksItemClipsItemType6Crop | Unset): fractions of the source cut from each side before
            fitting
        blend_mode (CompositionTracksItemClipsItemType6BlendModeType0 |
            CompositionTracksItemClipsItemType6BlendModeType1 | CompositionTracksItemClipsItemType6BlendModeType2 |
            CompositionTracksItemClipsItemType6BlendModeType3 | CompositionTracksItemClipsItemType6BlendModeType4 |
            CompositionTracksItemClipsItemType6BlendModeType5 | CompositionTracksItemClipsItemType6BlendModeType6 |
            CompositionTracksItemClipsItemType6BlendModeType7 | CompositionTracksItemClipsItemType6BlendModeType8 | Unset):
        animate (CompositionTracksItemClipsItemType6Animate | Unset): numeric property path → keyframes
        transition (CompositionTracksItemClipsItemType6Transition | Unset):
    """

    kind: CompositionTracksItemClipsItemType6Kind
    start: float
    duration: float
    id: str | Unset = UNSET
    name: str | Unset = UNSET
    words: list[CompositionTracksItemClipsItemType6WordsItem] | Unset = UNSET
    transcript: CompositionTracksItemClipsItemType6Transcript | Unset = UNSET
    trim: CompositionTracksItemClipsItemType6Trim | Unset = UNSET
    profile: CompositionTracksItemClipsItemType6Profile | Unset = UNSET
    max_words_per_page: int | Unset = UNSET
    max_lines: int | Unset = UNSET
    max_width: float | Unset = UNSET
    transform: CompositionTracksItemClipsItemType6Transform | Unset = UNSET
    opacity: float | Unset = UNSET
    crop: CompositionTracksItemClipsItemType6Crop | Unset = UNSET
    blend_mode: (
        CompositionTracksItemClipsItemType6BlendModeType0
        | CompositionTracksItemClipsItemType6BlendModeType1
        | CompositionTracksItemClipsItemType6BlendModeType2
        | CompositionTracksItemClipsItemType6BlendModeType3
        | CompositionTracksItemClipsItemType6BlendModeType4
        | CompositionTracksItemClipsItemType6BlendModeType5
        | CompositionTracksItemClipsItemType6BlendModeType6
        | CompositionTracksItemClipsItemType6BlendModeType7
        | CompositionTracksItemClipsItemType6BlendModeType8
        | Unset
    ) = UNSET
    animate: CompositionTracksItemClipsItemType6Animate | Unset = UNSET
    transition: CompositionTracksItemClipsItemType6Transition | Unset = UNSET

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
            isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType6BlendModeType0
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType6BlendModeType1
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType6BlendModeType2
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType6BlendModeType3
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType6BlendModeType4
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType6BlendModeType5
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType6BlendModeType6
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType6BlendModeType7
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
        from ..models.composition_tracks_item_clips_item_type_6_animate import (
            CompositionTracksItemClipsItemType6Animate,
        )
        from ..models.composition_tracks_item_clips_item_type_6_crop import (
            CompositionTracksItemClipsItemType6Crop,
        )
        from ..models.composition_tracks_item_clips_item_type_6_profile import (
            CompositionTracksItemClipsItemType6Profile,
        )
        from ..models.composition_tracks_item_clips_item_type_6_transcript import (
            CompositionTracksItemClipsItemType6Transcript,
        )
        from ..models.composition_tracks_item_clips_item_type_6_transform import (
            CompositionTracksItemClipsItemType6Transform,
        )
        from ..models.composition_tracks_item_clips_item_type_6_transition import (
            CompositionTracksItemClipsItemType6Transition,
        )
        from ..models.composition_tracks_item_clips_item_type_6_trim import (
            CompositionTracksItemClipsItemType6Trim,
        )
        from ..models.composition_tracks_item_clips_item_type_6_words_item import (
            CompositionTracksItemClipsItemType6WordsItem,
        )

        d = dict(src_dict)
        kind = CompositionTracksItemClipsItemType6Kind(d.pop("kind"))

        start = d.pop("start")

        duration = d.pop("duration")

        id = d.pop("id", UNSET)

        name = d.pop("name", UNSET)

        _words = d.pop("words", UNSET)
        words: list[CompositionTracksItemClipsItemType6WordsItem] | Unset = UNSET
        if _words is not UNSET:
            words = []
            for words_item_data in _words:
                words_item = CompositionTracksItemClipsItemType6WordsItem.from_dict(
                    words_item_data
                )

                words.append(words_item)

        _transcript = d.pop("transcript", UNSET)
        transcript: CompositionTracksItemClipsItemType6Transcript | Unset
        if isinstance(_transcript, Unset):
            transcript = UNSET
        else:
            transcript = CompositionTracksItemClipsItemType6Transcript.from_dict(
                _transcript
            )

        _trim = d.pop("trim", UNSET)
        trim: CompositionTracksItemClipsItemType6Trim | Unset
        if isinstance(_trim, Unset):
            trim = UNSET
        else:
            trim = CompositionTracksItemClipsItemType6Trim.from_dict(_trim)

        _profile = d.pop("profile", UNSET)
        profile: CompositionTracksItemClipsItemType6Profile | Unset
        if isinstance(_profile, Unset):
            profile = UNSET
        else:
            profile = CompositionTracksItemClipsItemType6Profile.from_dict(_profile)

        max_words_per_page = d.pop("maxWordsPerPage", UNSET)

        max_lines = d.pop("maxLines", UNSET)

        max_width = d.pop("maxWidth", UNSET)

        _transform = d.pop("transform", UNSET)
        transform: CompositionTracksItemClipsItemType6Transform | Unset
        if isinstance(_transform, Unset):
            transform = UNSET
        else:
            transform = CompositionTracksItemClipsItemType6Transform.from_dict(
                _transform
            )

        opacity = d.pop("opacity", UNSET)

        _crop = d.pop("crop", UNSET)
        crop: CompositionTracksItemClipsItemType6Crop | Unset
        if isinstance(_crop, Unset):
            crop = UNSET
        else:
            crop = CompositionTracksItemClipsItemType6Crop.from_dict(_crop)

        def _parse_blend_mode(
            data: object,
        ) -> (
            CompositionTracksItemClipsItemType6BlendModeType0
            | CompositionTracksItemClipsItemType6BlendModeType1
            | CompositionTracksItemClipsItemType6BlendModeType2
            | CompositionTracksItemClipsItemType6BlendModeType3
            | CompositionTracksItemClipsItemType6BlendModeType4
            | CompositionTracksItemClipsItemType6BlendModeType5
            | CompositionTracksItemClipsItemType6BlendModeType6
            | CompositionTracksItemClipsItemType6BlendModeType7
            | CompositionTracksItemClipsItemType6BlendModeType8
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_0 = CompositionTracksItemClipsItemType6BlendModeType0(
                    data
                )

                return blend_mode_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_1 = CompositionTracksItemClipsItemType6BlendModeType1(
                    data
                )

                return blend_mode_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_2 = CompositionTracksItemClipsItemType6BlendModeType2(
                    data
                )

                return blend_mode_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_3 = CompositionTracksItemClipsItemType6BlendModeType3(
                    data
                )

                return blend_mode_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_4 = CompositionTracksItemClipsItemType6BlendModeType4(
                    data
                )

                return blend_mode_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_5 = CompositionTracksItemClipsItemType6BlendModeType5(
                    data
                )

                return blend_mode_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_6 = CompositionTracksItemClipsItemType6BlendModeType6(
                    data
                )

                return blend_mode_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_7 = CompositionTracksItemClipsItemType6BlendModeType7(
                    data
                )

                return blend_mode_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            blend_mode_type_8 = CompositionTracksItemClipsItemType6BlendModeType8(data)

            return blend_mode_type_8

        blend_mode = _parse_blend_mode(d.pop("blendMode", UNSET))

        _animate = d.pop("animate", UNSET)
        animate: CompositionTracksItemClipsItemType6Animate | Unset
        if isinstance(_animate, Unset):
            animate = UNSET
        else:
            animate = CompositionTracksItemClipsItemType6Animate.from_dict(_animate)

        _transition = d.pop("transition", UNSET)
        transition: CompositionTracksItemClipsItemType6Transition | Unset
        if isinstance(_transition, Unset):
            transition = UNSET
        else:
            transition = CompositionTracksItemClipsItemType6Transition.from_dict(
                _transition
            )

        composition_tracks_item_clips_item_type_6 = cls(
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

        return composition_tracks_item_clips_item_type_6
