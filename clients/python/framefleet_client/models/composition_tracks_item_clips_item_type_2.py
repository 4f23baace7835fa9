from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.composition_tracks_item_clips_item_type_2_blend_mode_type_0 import (
    CompositionTracksItemClipsItemType2BlendModeType0,
)
from ..models.composition_tracks_item_clips_item_type_2_blend_mode_type_1 import (
    CompositionTracksItemClipsItemType2BlendModeType1,
)
from ..models.composition_tracks_item_clips_item_type_2_blend_mode_type_2 import (
    CompositionTracksItemClipsItemType2BlendModeType2,
)
from ..models.composition_tracks_item_clips_item_type_2_blend_mode_type_3 import (
    CompositionTracksItemClipsItemType2BlendModeType3,
)
from ..models.composition_tracks_item_clips_item_type_2_blend_mode_type_4 import (
    CompositionTracksItemClipsItemType2BlendModeType4,
)
from ..models.composition_tracks_item_clips_item_type_2_blend_mode_type_5 import (
    CompositionTracksItemClipsItemType2BlendModeType5,
)
from ..models.composition_tracks_item_clips_item_type_2_blend_mode_type_6 import (
    CompositionTracksItemClipsItemType2BlendModeType6,
)
from ..models.composition_tracks_item_clips_item_type_2_blend_mode_type_7 import (
    CompositionTracksItemClipsItemType2BlendModeType7,
)
from ..models.composition_tracks_item_clips_item_type_2_blend_mode_type_8 import (
    CompositionTracksItemClipsItemType2BlendModeType8,
)
from ..models.composition_tracks_item_clips_item_type_2_kind import (
    CompositionTracksItemClipsItemType2Kind,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.composition_tracks_item_clips_item_type_2_animate import (
        CompositionTracksItemClipsItemType2Animate,
    )
    from ..models.composition_tracks_item_clips_item_type_2_behind_subject import (
        CompositionTracksItemClipsItemType2BehindSubject,
    )
    from ..models.composition_tracks_item_clips_item_type_2_crop import (
        CompositionTracksItemClipsItemType2Crop,
    )
    from ..models.composition_tracks_item_clips_item_type_2_style import (
        CompositionTracksItemClipsItemType2Style,
    )
    from ..models.composition_tracks_item_clips_item_type_2_transform import (
        CompositionTracksItemClipsItemType2Transform,
    )
    from ..models.composition_tracks_item_clips_item_type_2_transition import (
        CompositionTracksItemClipsItemType2Transition,
    )


T = TypeVar("T", bound="CompositionTracksItemClipsItemType2")


@_attrs_define
class CompositionTracksItemClipsItemType2:
    """
    Attributes:
        kind (CompositionTracksItemClipsItemType2Kind):
        start (float): timeline seconds
        duration (float): seconds on the timeline
        text (str):
        id (str | Unset): unique among the clips of the composition; behindSubject names clips by it
        name (str | Unset):
        style (CompositionTracksItemClipsItemType2Style | Unset):
        behind_subject (CompositionTracksItemClipsItemType2BehindSubject | Unset): draw this clip behind the subject of
            a video clip (needs a ready matte fact of that video's media covering its source window)
        transform (CompositionTracksItemClipsItemType2Transform | Unset):
        opacity (float | Unset):
        crop (CompositionTracksItemClipsItemType2Crop | Unset): fractions of the source cut from each side before
            fitting
        blend_mode (CompositionTracksItemClipsItemType2BlendModeType0 |
            CompositionTracksItemClipsItemType2BlendModeType1 | CompositionTracksItemClipsItemType2BlendModeType2 |
            CompositionTracksItemClipsItemType2BlendModeType3 | CompositionTracksItemClipsItemType2BlendModeType4 |
            CompositionTracksItemClipsItemType2BlendModeType5 | CompositionTracksItemClipsItemType2BlendModeType6 |
            CompositionTracksItemClipsItemType2BlendModeType7 | CompositionTracksItemClipsItemType2BlendModeType8 | Unset):
        animate (CompositionTracksItemClipsItemType2Animate | Unset): numeric property path → keyframes
        transition (CompositionTracksItemClipsItemType2Transition | Unset):
    """

    kind: CompositionTracksItemClipsItemType2Kind
    start: float
    duration: float
    text: str
    id: str | Unset = UNSET
    name: str | Unset = UNSET
    style: CompositionTracksItemClipsItemType2Style | Unset = UNSET
    behind_subject: CompositionTracksItemClipsItemType2BehindSubject | Unset = UNSET
    transform: CompositionTracksItemClipsItemType2Transform | Unset = UNSET
    opacity: float | Unset = UNSET
    crop: CompositionTracksItemClipsItemType2Crop | Unset = UNSET
    blend_mode: (
        CompositionTracksItemClipsItemType2BlendModeType0
        | CompositionTracksItemClipsItemType2BlendModeType1
        | CompositionTracksItemClipsItemType2BlendModeType2
        | CompositionTracksItemClipsItemType2BlendModeType3
        | CompositionTracksItemClipsItemType2BlendModeType4
        | CompositionTracksItemClipsItemType2BlendModeType5
        | CompositionTracksItemClipsItemType2BlendModeType6
        | CompositionTracksItemClipsItemType2BlendModeType7
        | CompositionTracksItemClipsItemType2BlendModeType8
        | Unset
    ) = UNSET
    animate: CompositionTracksItemClipsItemType2Animate | Unset = UNSET
    transition: CompositionTracksItemClipsItemType2Transition | Unset = UNSET

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
            isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType2BlendModeType0
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType2BlendModeType1
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType2BlendModeType2
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType2BlendModeType3
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType2BlendModeType4
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType2BlendModeType5
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType2BlendModeType6
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType2BlendModeType7
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
        from ..models.composition_tracks_item_clips_item_type_2_animate import (
            CompositionTracksItemClipsItemType2Animate,
        )
        from ..models.composition_tracks_item_clips_item_type_2_behind_subject import (
            CompositionTracksItemClipsItemType2BehindSubject,
        )
        from ..models.composition_tracks_item_clips_item_type_2_crop import (
            CompositionTracksItemClipsItemType2Crop,
        )
        from ..models.composition_tracks_item_clips_item_type_2_style import (
            CompositionTracksItemClipsItemType2Style,
        )
        from ..models.composition_tracks_item_clips_item_type_2_transform import (
            CompositionTracksItemClipsItemType2Transform,
        )
        from ..models.composition_tracks_item_clips_item_type_2_transition import (
            CompositionTracksItemClipsItemType2Transition,
        )

        d = dict(src_dict)
        kind = CompositionTracksItemClipsItemType2Kind(d.pop("kind"))

        start = d.pop("start")

        duration = d.pop("duration")

        text = d.pop("text")

        id = d.pop("id", UNSET)

        name = d.pop("name", UNSET)

        _style = d.pop("style", UNSET)
        style: CompositionTracksItemClipsItemType2Style | Unset
        if isinstance(_style, Unset):
            style = UNSET
        else:
            style = CompositionTracksItemClipsItemType2Style.from_dict(_style)

        _behind_subject = d.pop("behindSubject", UNSET)
        behind_subject: CompositionTracksItemClipsItemType2BehindSubject | Unset
        if isinstance(_behind_subject, Unset):
            behind_subject = UNSET
        else:
            behind_subject = CompositionTracksItemClipsItemType2BehindSubject.from_dict(
                _behind_subject
            )

        _transform = d.pop("transform", UNSET)
        transform: CompositionTracksItemClipsItemType2Transform | Unset
        if isinstance(_transform, Unset):
            transform = UNSET
        else:
            transform = CompositionTracksItemClipsItemType2Transform.from_dict(
                _transform
            )

        opacity = d.pop("opacity", UNSET)

        _crop = d.pop("crop", UNSET)
        crop: CompositionTracksItemClipsItemType2Crop | Unset
        if isinstance(_crop, Unset):
            crop = UNSET
        else:
            crop = CompositionTracksItemClipsItemType2Crop.from_dict(_crop)

        def _parse_blend_mode(
            data: object,
        ) -> (
            CompositionTracksItemClipsItemType2BlendModeType0
            | CompositionTracksItemClipsItemType2BlendModeType1
            | CompositionTracksItemClipsItemType2BlendModeType2
            | CompositionTracksItemClipsItemType2BlendModeType3
            | CompositionTracksItemClipsItemType2BlendModeType4
            | CompositionTracksItemClipsItemType2BlendModeType5
            | CompositionTracksItemClipsItemType2BlendModeType6
            | CompositionTracksItemClipsItemType2BlendModeType7
            | CompositionTracksItemClipsItemType2BlendModeType8
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_0 = CompositionTracksItemClipsItemType2BlendModeType0(
                    data
                )

                return blend_mode_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_1 = CompositionTracksItemClipsItemType2BlendModeType1(
                    data
                )

                return blend_mode_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_2 = CompositionTracksItemClipsItemType2BlendModeType2(
                    data
                )

                return blend_mode_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_3 = CompositionTracksItemClipsItemType2BlendModeType3(
                    data
                )

                return blend_mode_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_4 = CompositionTracksItemClipsItemType2BlendModeType4(
                    data
                )

                return blend_mode_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_5 = CompositionTracksItemClipsItemType2BlendModeType5(
                    data
                )

                return blend_mode_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_6 = CompositionTracksItemClipsItemType2BlendModeType6(
                    data
                )

                return blend_mode_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_7 = CompositionTracksItemClipsItemType2BlendModeType7(
                    data
                )

                return blend_mode_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            blend_mode_type_8 = CompositionTracksItemClipsItemType2BlendModeType8(data)

            return blend_mode_type_8

        blend_mode = _parse_blend_mode(d.pop("blendMode", UNSET))

        _animate = d.pop("animate", UNSET)
        animate: CompositionTracksItemClipsItemType2Animate | Unset
        if isinstance(_animate, Unset):
            animate = UNSET
        else:
            animate = CompositionTracksItemClipsItemType2Animate.from_dict(_animate)

        _transition = d.pop("transition", UNSET)
        transition: CompositionTracksItemClipsItemType2Transition | Unset
        if isinstance(_transition, Unset):
            transition = UNSET
        else:
            transition = CompositionTracksItemClipsItemType2Transition.from_dict(
                _transition
            )

        composition_tracks_item_clips_item_type_2 = cls(
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

        return composition_tracks_item_clips_item_type_2
