from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.text_clip_blend_mode_type_0 import TextClipBlendModeType0
from ..models.text_clip_blend_mode_type_1 import TextClipBlendModeType1
from ..models.text_clip_blend_mode_type_2 import TextClipBlendModeType2
from ..models.text_clip_blend_mode_type_3 import TextClipBlendModeType3
from ..models.text_clip_blend_mode_type_4 import TextClipBlendModeType4
from ..models.text_clip_blend_mode_type_5 import TextClipBlendModeType5
from ..models.text_clip_blend_mode_type_6 import TextClipBlendModeType6
from ..models.text_clip_blend_mode_type_7 import TextClipBlendModeType7
from ..models.text_clip_blend_mode_type_8 import TextClipBlendModeType8
from ..models.text_clip_kind import TextClipKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.behind_subject import BehindSubject
    from ..models.text_clip_animate import TextClipAnimate
    from ..models.text_clip_crop import TextClipCrop
    from ..models.text_clip_style import TextClipStyle
    from ..models.transform import Transform
    from ..models.transition import Transition


T = TypeVar("T", bound="TextClip")


@_attrs_define
class TextClip:
    """
    Attributes:
        kind (TextClipKind):
        start (float): timeline seconds
        duration (float): seconds on the timeline
        text (str):
        id (str | Unset): unique among the clips of the composition; behindSubject names clips by it
        name (str | Unset):
        style (TextClipStyle | Unset):
        behind_subject (BehindSubject | Unset): draw this clip behind the subject of a video clip (needs a ready matte
            fact of that video's media covering its source window)
        transform (Transform | Unset):
        opacity (float | Unset):
        crop (TextClipCrop | Unset): fractions of the source cut from each side before fitting
        blend_mode (TextClipBlendModeType0 | TextClipBlendModeType1 | TextClipBlendModeType2 | TextClipBlendModeType3 |
            TextClipBlendModeType4 | TextClipBlendModeType5 | TextClipBlendModeType6 | TextClipBlendModeType7 |
            TextClipBlendModeType8 | Unset):
        animate (TextClipAnimate | Unset): numeric property path → keyframes
        transition (Transition | Unset):
    """

    kind: TextClipKind
    start: float
    duration: float
    text: str
    id: str | Unset = UNSET
    name: str | Unset = UNSET
    style: TextClipStyle | Unset = UNSET
    behind_subject: BehindSubject | Unset = UNSET
    transform: Transform | Unset = UNSET
    opacity: float | Unset = UNSET
    crop: TextClipCrop | Unset = UNSET
    blend_mode: (
        TextClipBlendModeType0
        | TextClipBlendModeType1
        | TextClipBlendModeType2
        | TextClipBlendModeType3
        | TextClipBlendModeType4
        | TextClipBlendModeType5
        | TextClipBlendModeType6
        | TextClipBlendModeType7
        | TextClipBlendModeType8
        | Unset
    ) = UNSET
    animate: TextClipAnimate | Unset = UNSET
    transition: Transition | Unset = UNSET

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
            isinstance(self.blend_mode, TextClipBlendModeType0)
            or isinstance(self.blend_mode, TextClipBlendModeType1)
            or isinstance(self.blend_mode, TextClipBlendModeType2)
            or isinstance(self.blend_mode, TextClipBlendModeType3)
            or isinstance(self.blend_mode, TextClipBlendModeType4)
            or isinstance(self.blend_mode, TextClipBlendModeType5)
            or isinstance(self.blend_mode, TextClipBlendModeType6)
            or isinstance(self.blend_mode, TextClipBlendModeType7)
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
        from ..models.behind_subject import BehindSubject
        from ..models.text_clip_animate import TextClipAnimate
        from ..models.text_clip_crop import TextClipCrop
        from ..models.text_clip_style import TextClipStyle
        from ..models.transform import Transform
        from ..models.transition import Transition

        d = dict(src_dict)
        kind = TextClipKind(d.pop("kind"))

        start = d.pop("start")

        duration = d.pop("duration")

        text = d.pop("text")

        id = d.pop("id", UNSET)

        name = d.pop("name", UNSET)

        _style = d.pop("style", UNSET)
        style: TextClipStyle | Unset
        if isinstance(_style, Unset):
            style = UNSET
        else:
            style = TextClipStyle.from_dict(_style)

        _behind_subject = d.pop("behindSubject", UNSET)
        behind_subject: BehindSubject | Unset
        if isinstance(_behind_subject, Unset):
            behind_subject = UNSET
        else:
            behind_subject = BehindSubject.from_dict(_behind_subject)

        _transform = d.pop("transform", UNSET)
        transform: Transform | Unset
        if isinstance(_transform, Unset):
            transform = UNSET
        else:
            transform = Transform.from_dict(_transform)

        opacity = d.pop("opacity", UNSET)

        _crop = d.pop("crop", UNSET)
        crop: TextClipCrop | Unset
        if isinstance(_crop, Unset):
            crop = UNSET
        else:
            crop = TextClipCrop.from_dict(_crop)

        def _parse_blend_mode(
            data: object,
        ) -> (
            TextClipBlendModeType0
            | TextClipBlendModeType1
            | TextClipBlendModeType2
            | TextClipBlendModeType3
            | TextClipBlendModeType4
            | TextClipBlendModeType5
            | TextClipBlendModeType6
            | TextClipBlendModeType7
            | TextClipBlendModeType8
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_0 = TextClipBlendModeType0(data)

                return blend_mode_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_1 = TextClipBlendModeType1(data)

                return blend_mode_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_2 = TextClipBlendModeType2(data)

                return blend_mode_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_3 = TextClipBlendModeType3(data)

                return blend_mode_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_4 = TextClipBlendModeType4(data)

                return blend_mode_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_5 = TextClipBlendModeType5(data)

                return blend_mode_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_6 = TextClipBlendModeType6(data)

                return blend_mode_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_7 = TextClipBlendModeType7(data)

                return blend_mode_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            blend_mode_type_8 = TextClipBlendModeType8(data)

            return blend_mode_type_8

        blend_mode = _parse_blend_mode(d.pop("blendMode", UNSET))

        _animate = d.pop("animate", UNSET)
        animate: TextClipAnimate | Unset
        if isinstance(_animate, Unset):
            animate = UNSET
        else:
            animate = TextClipAnimate.from_dict(_animate)

        _transition = d.pop("transition", UNSET)
        transition: Transition | Unset
        if isinstance(_transition, Unset):
            transition = UNSET
        else:
            transition = Transition.from_dict(_transition)

        text_clip = cls(
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

        return text_clip
