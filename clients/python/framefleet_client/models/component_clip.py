from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.component_clip_blend_mode_type_0 import ComponentClipBlendModeType0
from ..models.component_clip_blend_mode_type_1 import ComponentClipBlendModeType1
from ..models.component_clip_blend_mode_type_2 import ComponentClipBlendModeType2
from ..models.component_clip_blend_mode_type_3 import ComponentClipBlendModeType3
from ..models.component_clip_blend_mode_type_4 import ComponentClipBlendModeType4
from ..models.component_clip_blend_mode_type_5 import ComponentClipBlendModeType5
from ..models.component_clip_blend_mode_type_6 import ComponentClipBlendModeType6
from ..models.component_clip_blend_mode_type_7 import ComponentClipBlendModeType7
from ..models.component_clip_blend_mode_type_8 import ComponentClipBlendModeType8
from ..models.component_clip_kind import ComponentClipKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.behind_subject import BehindSubject
    from ..models.component_clip_animate import ComponentClipAnimate
    from ..models.component_clip_crop import ComponentClipCrop
    from ..models.component_clip_props import ComponentClipProps
    from ..models.transform import Transform
    from ..models.transition import Transition


T = TypeVar("T", bound="ComponentClip")


@_attrs_define
class ComponentClip:
    """
    Attributes:
        kind (ComponentClipKind):
        start (float): timeline seconds
        duration (float): seconds on the timeline
        component_id (str):
        id (str | Unset): unique among the clips of the composition; behindSubject names clips by it
        name (str | Unset):
        version (str | Unset): pinned component version (default: current; saving pins it)
        props (ComponentClipProps | Unset):
        behind_subject (BehindSubject | Unset): draw this clip behind the subject of a video clip (needs a ready matte
            fact of that video's media covering its source window)
        transform (Transform | Unset):
        opacity (float | Unset):
        crop (ComponentClipCrop | Unset): fractions of the source cut from each side before fitting
        blend_mode (ComponentClipBlendModeType0 | ComponentClipBlendModeType1 | ComponentClipBlendModeType2 |
            ComponentClipBlendModeType3 | ComponentClipBlendModeType4 | ComponentClipBlendModeType5 |
            ComponentClipBlendModeType6 | ComponentClipBlendModeType7 | ComponentClipBlendModeType8 | Unset):
        animate (ComponentClipAnimate | Unset): numeric property path → keyframes
        transition (Transition | Unset):
    """

    kind: ComponentClipKind
    start: float
    duration: float
    component_id: str
    id: str | Unset = UNSET
    name: str | Unset = UNSET
    version: str | Unset = UNSET
    props: ComponentClipProps | Unset = UNSET
    behind_subject: BehindSubject | Unset = UNSET
    transform: Transform | Unset = UNSET
    opacity: float | Unset = UNSET
    crop: ComponentClipCrop | Unset = UNSET
    blend_mode: (
        ComponentClipBlendModeType0
        | ComponentClipBlendModeType1
        | ComponentClipBlendModeType2
        | ComponentClipBlendModeType3
        | ComponentClipBlendModeType4
        | ComponentClipBlendModeType5
        | ComponentClipBlendModeType6
        | ComponentClipBlendModeType7
        | ComponentClipBlendModeType8
        | Unset
    ) = UNSET
    animate: ComponentClipAnimate | Unset = UNSET
    transition: Transition | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        start = self.start

        duration = self.duration

        component_id = self.component_id

        id = self.id

        name = self.name

        version = self.version

        props: dict[str, Any] | Unset = UNSET
        if not isinstance(self.props, Unset):
            props = self.props.to_dict()

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
            isinstance(self.blend_mode, ComponentClipBlendModeType0)
            or isinstance(self.blend_mode, ComponentClipBlendModeType1)
            or isinstance(self.blend_mode, ComponentClipBlendModeType2)
            or isinstance(self.blend_mode, ComponentClipBlendModeType3)
            or isinstance(self.blend_mode, ComponentClipBlendModeType4)
            or isinstance(self.blend_mode, ComponentClipBlendModeType5)
            or isinstance(self.blend_mode, ComponentClipBlendModeType6)
            or isinstance(self.blend_mode, ComponentClipBlendModeType7)
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
                "componentId": component_id,
            }
        )
        if id is not UNSET:
            field_dict["id"] = id
        if name is not UNSET:
            field_dict["name"] = name
        if version is not UNSET:
            field_dict["version"] = version
        if props is not UNSET:
            field_dict["props"] = props
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
        from ..models.component_clip_animate import ComponentClipAnimate
        from ..models.component_clip_crop import ComponentClipCrop
        from ..models.component_clip_props import ComponentClipProps
        from ..models.transform import Transform
        from ..models.transition import Transition

        d = dict(src_dict)
        kind = ComponentClipKind(d.pop("kind"))

        start = d.pop("start")

        duration = d.pop("duration")

        component_id = d.pop("componentId")

        id = d.pop("id", UNSET)

        name = d.pop("name", UNSET)

        version = d.pop("version", UNSET)

        _props = d.pop("props", UNSET)
        props: ComponentClipProps | Unset
        if isinstance(_props, Unset):
            props = UNSET
        else:
            props = ComponentClipProps.from_dict(_props)

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
        crop: ComponentClipCrop | Unset
        if isinstance(_crop, Unset):
            crop = UNSET
        else:
            crop = ComponentClipCrop.from_dict(_crop)

        def _parse_blend_mode(
            data: object,
        ) -> (
            ComponentClipBlendModeType0
            | ComponentClipBlendModeType1
            | ComponentClipBlendModeType2
            | ComponentClipBlendModeType3
            | ComponentClipBlendModeType4
            | ComponentClipBlendModeType5
            | ComponentClipBlendModeType6
            | ComponentClipBlendModeType7
            | ComponentClipBlendModeType8
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_0 = ComponentClipBlendModeType0(data)

                return blend_mode_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_1 = ComponentClipBlendModeType1(data)

                return blend_mode_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_2 = ComponentClipBlendModeType2(data)

                return blend_mode_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_3 = ComponentClipBlendModeType3(data)

                return blend_mode_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_4 = ComponentClipBlendModeType4(data)

                return blend_mode_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_5 = ComponentClipBlendModeType5(data)

                return blend_mode_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_6 = ComponentClipBlendModeType6(data)

                return blend_mode_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_7 = ComponentClipBlendModeType7(data)

                return blend_mode_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            blend_mode_type_8 = ComponentClipBlendModeType8(data)

            return blend_mode_type_8

        blend_mode = _parse_blend_mode(d.pop("blendMode", UNSET))

        _animate = d.pop("animate", UNSET)
        animate: ComponentClipAnimate | Unset
        if isinstance(_animate, Unset):
            animate = UNSET
        else:
            animate = ComponentClipAnimate.from_dict(_animate)

        _transition = d.pop("transition", UNSET)
        transition: Transition | Unset
        if isinstance(_transition, Unset):
            transition = UNSET
        else:
            transition = Transition.from_dict(_transition)

        component_clip = cls(
            kind=kind,
            start=start,
            duration=duration,
            component_id=component_id,
            id=id,
            name=name,
            version=version,
            props=props,
            behind_subject=behind_subject,
            transform=transform,
            opacity=opacity,
            crop=crop,
            blend_mode=blend_mode,
            animate=animate,
            transition=transition,
        )

        return component_clip
