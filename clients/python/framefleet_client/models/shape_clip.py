from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.shape_clip_blend_mode_type_0 import ShapeClipBlendModeType0
from ..models.shape_clip_blend_mode_type_1 import ShapeClipBlendModeType1
from ..models.shape_clip_blend_mode_type_2 import ShapeClipBlendModeType2
from ..models.shape_clip_blend_mode_type_3 import ShapeClipBlendModeType3
from ..models.shape_clip_blend_mode_type_4 import ShapeClipBlendModeType4
from ..models.shape_clip_blend_mode_type_5 import ShapeClipBlendModeType5
from ..models.shape_clip_blend_mode_type_6 import ShapeClipBlendModeType6
from ..models.shape_clip_blend_mode_type_7 import ShapeClipBlendModeType7
from ..models.shape_clip_blend_mode_type_8 import ShapeClipBlendModeType8
from ..models.shape_clip_kind import ShapeClipKind
from ..models.shape_clip_shape_type_0 import ShapeClipShapeType0
from ..models.shape_clip_shape_type_1 import ShapeClipShapeType1
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.behind_subject import BehindSubject
    from ..models.shape_clip_animate import ShapeClipAnimate
    from ..models.shape_clip_crop import ShapeClipCrop
    from ..models.shape_clip_fill_type_1 import ShapeClipFillType1
    from ..models.shape_clip_stroke import ShapeClipStroke
    from ..models.transform import Transform
    from ..models.transition import Transition


T = TypeVar("T", bound="ShapeClip")


@_attrs_define
class ShapeClip:
    """
    Attributes:
        kind (ShapeClipKind):
        start (float): timeline seconds
        duration (float): seconds on the timeline
        shape (ShapeClipShapeType0 | ShapeClipShapeType1):
        id (str | Unset): unique among the clips of the composition; behindSubject names clips by it
        name (str | Unset):
        fill (ShapeClipFillType1 | str | Unset):
        stroke (ShapeClipStroke | Unset):
        radius (float | Unset): corner radius in pixels (rectangle)
        behind_subject (BehindSubject | Unset): draw this clip behind the subject of a video clip (needs a ready matte
            fact of that video's media covering its source window)
        transform (Transform | Unset):
        opacity (float | Unset):
        crop (ShapeClipCrop | Unset): fractions of the source cut from each side before fitting
        blend_mode (ShapeClipBlendModeType0 | ShapeClipBlendModeType1 | ShapeClipBlendModeType2 |
            ShapeClipBlendModeType3 | ShapeClipBlendModeType4 | ShapeClipBlendModeType5 | ShapeClipBlendModeType6 |
            ShapeClipBlendModeType7 | ShapeClipBlendModeType8 | Unset):
        animate (ShapeClipAnimate | Unset): numeric property path → keyframes
        transition (Transition | Unset):
    """

    kind: ShapeClipKind
    start: float
    duration: float
    shape: ShapeClipShapeType0 | ShapeClipShapeType1
    id: str | Unset = UNSET
    name: str | Unset = UNSET
    fill: ShapeClipFillType1 | str | Unset = UNSET
    stroke: ShapeClipStroke | Unset = UNSET
    radius: float | Unset = UNSET
    behind_subject: BehindSubject | Unset = UNSET
    transform: Transform | Unset = UNSET
    opacity: float | Unset = UNSET
    crop: ShapeClipCrop | Unset = UNSET
    blend_mode: (
        ShapeClipBlendModeType0
        | ShapeClipBlendModeType1
        | ShapeClipBlendModeType2
        | ShapeClipBlendModeType3
        | ShapeClipBlendModeType4
        | ShapeClipBlendModeType5
        | ShapeClipBlendModeType6
        | ShapeClipBlendModeType7
        | ShapeClipBlendModeType8
        | Unset
    ) = UNSET
    animate: ShapeClipAnimate | Unset = UNSET
    transition: Transition | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.shape_clip_fill_type_1 import ShapeClipFillType1

        kind = self.kind.value

        start = self.start

        duration = self.duration

        shape: str
        if isinstance(self.shape, ShapeClipShapeType0):
            shape = self.shape.value
        else:
            shape = self.shape.value

        id = self.id

        name = self.name

        fill: dict[str, Any] | str | Unset
        if isinstance(self.fill, Unset):
            fill = UNSET
        elif isinstance(self.fill, ShapeClipFillType1):
            fill = self.fill.to_dict()
        else:
            fill = self.fill

        stroke: dict[str, Any] | Unset = UNSET
        if not isinstance(self.stroke, Unset):
            stroke = self.stroke.to_dict()

        radius = self.radius

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
            isinstance(self.blend_mode, ShapeClipBlendModeType0)
            or isinstance(self.blend_mode, ShapeClipBlendModeType1)
            or isinstance(self.blend_mode, ShapeClipBlendModeType2)
            or isinstance(self.blend_mode, ShapeClipBlendModeType3)
            or isinstance(self.blend_mode, ShapeClipBlendModeType4)
            or isinstance(self.blend_mode, ShapeClipBlendModeType5)
            or isinstance(self.blend_mode, ShapeClipBlendModeType6)
            or isinstance(self.blend_mode, ShapeClipBlendModeType7)
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
                "shape": shape,
            }
        )
        if id is not UNSET:
            field_dict["id"] = id
        if name is not UNSET:
            field_dict["name"] = name
        if fill is not UNSET:
            field_dict["fill"] = fill
        if stroke is not UNSET:
            field_dict["stroke"] = stroke
        if radius is not UNSET:
            field_dict["radius"] = radius
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
        from ..models.shape_clip_animate import ShapeClipAnimate
        from ..models.shape_clip_crop import ShapeClipCrop
        from ..models.shape_clip_fill_type_1 import ShapeClipFillType1
        from ..models.shape_clip_stroke import ShapeClipStroke
        from ..models.transform import Transform
        from ..models.transition import Transition

        d = dict(src_dict)
        kind = ShapeClipKind(d.pop("kind"))

        start = d.pop("start")

        duration = d.pop("duration")

        def _parse_shape(data: object) -> ShapeClipShapeType0 | ShapeClipShapeType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                shape_type_0 = ShapeClipShapeType0(data)

                return shape_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            shape_type_1 = ShapeClipShapeType1(data)

            return shape_type_1

        shape = _parse_shape(d.pop("shape"))

        id = d.pop("id", UNSET)

        name = d.pop("name", UNSET)

        def _parse_fill(data: object) -> ShapeClipFillType1 | str | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                fill_type_1 = ShapeClipFillType1.from_dict(data)

                return fill_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ShapeClipFillType1 | str | Unset, data)

        fill = _parse_fill(d.pop("fill", UNSET))

        _stroke = d.pop("stroke", UNSET)
        stroke: ShapeClipStroke | Unset
        if isinstance(_stroke, Unset):
            stroke = UNSET
        else:
            stroke = ShapeClipStroke.from_dict(_stroke)

        radius = d.pop("radius", UNSET)

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
        crop: ShapeClipCrop | Unset
        if isinstance(_crop, Unset):
            crop = UNSET
        else:
            crop = ShapeClipCrop.from_dict(_crop)

        def _parse_blend_mode(
            data: object,
        ) -> (
            ShapeClipBlendModeType0
            | ShapeClipBlendModeType1
            | ShapeClipBlendModeType2
            | ShapeClipBlendModeType3
            | ShapeClipBlendModeType4
            | ShapeClipBlendModeType5
            | ShapeClipBlendModeType6
            | ShapeClipBlendModeType7
            | ShapeClipBlendModeType8
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_0 = ShapeClipBlendModeType0(data)

                return blend_mode_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_1 = ShapeClipBlendModeType1(data)

                return blend_mode_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_2 = ShapeClipBlendModeType2(data)

                return blend_mode_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_3 = ShapeClipBlendModeType3(data)

                return blend_mode_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_4 = ShapeClipBlendModeType4(data)

                return blend_mode_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_5 = ShapeClipBlendModeType5(data)

                return blend_mode_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_6 = ShapeClipBlendModeType6(data)

                return blend_mode_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_7 = ShapeClipBlendModeType7(data)

                return blend_mode_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            blend_mode_type_8 = ShapeClipBlendModeType8(data)

            return blend_mode_type_8

        blend_mode = _parse_blend_mode(d.pop("blendMode", UNSET))

        _animate = d.pop("animate", UNSET)
        animate: ShapeClipAnimate | Unset
        if isinstance(_animate, Unset):
            animate = UNSET
        else:
            animate = ShapeClipAnimate.from_dict(_animate)

        _transition = d.pop("transition", UNSET)
        transition: Transition | Unset
        if isinstance(_transition, Unset):
            transition = UNSET
        else:
            transition = Transition.from_dict(_transition)

        shape_clip = cls(
            kind=kind,
            start=start,
            duration=duration,
            shape=shape,
            id=id,
            name=name,
            fill=fill,
            stroke=stroke,
            radius=radius,
            behind_subject=behind_subject,
            transform=transform,
            opacity=opacity,
            crop=crop,
            blend_mode=blend_mode,
            animate=animate,
            transition=transition,
        )

        return shape_clip
