from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.image_clip_blend_mode_type_0 import ImageClipBlendModeType0
from ..models.image_clip_blend_mode_type_1 import ImageClipBlendModeType1
from ..models.image_clip_blend_mode_type_2 import ImageClipBlendModeType2
from ..models.image_clip_blend_mode_type_3 import ImageClipBlendModeType3
from ..models.image_clip_blend_mode_type_4 import ImageClipBlendModeType4
from ..models.image_clip_blend_mode_type_5 import ImageClipBlendModeType5
from ..models.image_clip_blend_mode_type_6 import ImageClipBlendModeType6
from ..models.image_clip_blend_mode_type_7 import ImageClipBlendModeType7
from ..models.image_clip_blend_mode_type_8 import ImageClipBlendModeType8
from ..models.image_clip_fit_type_0 import ImageClipFitType0
from ..models.image_clip_fit_type_1 import ImageClipFitType1
from ..models.image_clip_fit_type_2 import ImageClipFitType2
from ..models.image_clip_fit_type_3 import ImageClipFitType3
from ..models.image_clip_kind import ImageClipKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.behind_subject import BehindSubject
    from ..models.image_clip_animate import ImageClipAnimate
    from ..models.image_clip_crop import ImageClipCrop
    from ..models.transform import Transform
    from ..models.transition import Transition


T = TypeVar("T", bound="ImageClip")


@_attrs_define
class ImageClip:
    """
    Attributes:
        kind (ImageClipKind):
        start (float): timeline seconds
        duration (float): seconds on the timeline
        src (str): media: a path relative to the composition, file:// URL, or media:<id> resolved by the service
        id (str | Unset): unique among the clips of the composition; behindSubject names clips by it
        name (str | Unset):
        fit (ImageClipFitType0 | ImageClipFitType1 | ImageClipFitType2 | ImageClipFitType3 | Unset):
        behind_subject (BehindSubject | Unset): draw this clip behind the subject of a video clip (needs a ready matte
            fact of that video's media covering its source window)
        transform (Transform | Unset):
        opacity (float | Unset):
        crop (ImageClipCrop | Unset): fractions of the source cut from each side before fitting
        blend_mode (ImageClipBlendModeType0 | ImageClipBlendModeType1 | ImageClipBlendModeType2 |
            ImageClipBlendModeType3 | ImageClipBlendModeType4 | ImageClipBlendModeType5 | ImageClipBlendModeType6 |
            ImageClipBlendModeType7 | ImageClipBlendModeType8 | Unset):
        animate (ImageClipAnimate | Unset): numeric property path → keyframes
        transition (Transition | Unset):
    """

    kind: ImageClipKind
    start: float
    duration: float
    src: str
    id: str | Unset = UNSET
    name: str | Unset = UNSET
    fit: (
        ImageClipFitType0
        | ImageClipFitType1
        | ImageClipFitType2
        | ImageClipFitType3
        | Unset
    ) = UNSET
    behind_subject: BehindSubject | Unset = UNSET
    transform: Transform | Unset = UNSET
    opacity: float | Unset = UNSET
    crop: ImageClipCrop | Unset = UNSET
    blend_mode: (
        ImageClipBlendModeType0
        | ImageClipBlendModeType1
        | ImageClipBlendModeType2
        | ImageClipBlendModeType3
        | ImageClipBlendModeType4
        | ImageClipBlendModeType5
        | ImageClipBlendModeType6
        | ImageClipBlendModeType7
        | ImageClipBlendModeType8
        | Unset
    ) = UNSET
    animate: ImageClipAnimate | Unset = UNSET
    transition: Transition | Unset = UNSET

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
            isinstance(self.fit, ImageClipFitType0)
            or isinstance(self.fit, ImageClipFitType1)
            or isinstance(self.fit, ImageClipFitType2)
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
            isinstance(self.blend_mode, ImageClipBlendModeType0)
            or isinstance(self.blend_mode, ImageClipBlendModeType1)
            or isinstance(self.blend_mode, ImageClipBlendModeType2)
            or isinstance(self.blend_mode, ImageClipBlendModeType3)
            or isinstance(self.blend_mode, ImageClipBlendModeType4)
            or isinstance(self.blend_mode, ImageClipBlendModeType5)
            or isinstance(self.blend_mode, ImageClipBlendModeType6)
            or isinstance(self.blend_mode, ImageClipBlendModeType7)
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
        from ..models.behind_subject import BehindSubject
        from ..models.image_clip_animate import ImageClipAnimate
        from ..models.image_clip_crop import ImageClipCrop
        from ..models.transform import Transform
        from ..models.transition import Transition

        d = dict(src_dict)
        kind = ImageClipKind(d.pop("kind"))

        start = d.pop("start")

        duration = d.pop("duration")

        src = d.pop("src")

        id = d.pop("id", UNSET)

        name = d.pop("name", UNSET)

        def _parse_fit(
            data: object,
        ) -> (
            ImageClipFitType0
            | ImageClipFitType1
            | ImageClipFitType2
            | ImageClipFitType3
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                fit_type_0 = ImageClipFitType0(data)

                return fit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                fit_type_1 = ImageClipFitType1(data)

                return fit_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                fit_type_2 = ImageClipFitType2(data)

                return fit_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            fit_type_3 = ImageClipFitType3(data)

            return fit_type_3

        fit = _parse_fit(d.pop("fit", UNSET))

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
        crop: ImageClipCrop | Unset
        if isinstance(_crop, Unset):
            crop = UNSET
        else:
            crop = ImageClipCrop.from_dict(_crop)

        def _parse_blend_mode(
            data: object,
        ) -> (
            ImageClipBlendModeType0
            | ImageClipBlendModeType1
            | ImageClipBlendModeType2
            | ImageClipBlendModeType3
            | ImageClipBlendModeType4
            | ImageClipBlendModeType5
            | ImageClipBlendModeType6
            | ImageClipBlendModeType7
            | ImageClipBlendModeType8
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_0 = ImageClipBlendModeType0(data)

                return blend_mode_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_1 = ImageClipBlendModeType1(data)

                return blend_mode_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_2 = ImageClipBlendModeType2(data)

                return blend_mode_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_3 = ImageClipBlendModeType3(data)

                return blend_mode_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_4 = ImageClipBlendModeType4(data)

                return blend_mode_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_5 = ImageClipBlendModeType5(data)

                return blend_mode_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_6 = ImageClipBlendModeType6(data)

                return blend_mode_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_7 = ImageClipBlendModeType7(data)

                return blend_mode_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            blend_mode_type_8 = ImageClipBlendModeType8(data)

            return blend_mode_type_8

        blend_mode = _parse_blend_mode(d.pop("blendMode", UNSET))

        _animate = d.pop("animate", UNSET)
        animate: ImageClipAnimate | Unset
        if isinstance(_animate, Unset):
            animate = UNSET
        else:
            animate = ImageClipAnimate.from_dict(_animate)

        _transition = d.pop("transition", UNSET)
        transition: Transition | Unset
        if isinstance(_transition, Unset):
            transition = UNSET
        else:
            transition = Transition.from_dict(_transition)

        image_clip = cls(
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

        return image_clip
