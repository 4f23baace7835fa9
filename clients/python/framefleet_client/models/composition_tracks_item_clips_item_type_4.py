from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.composition_tracks_item_clips_item_type_4_blend_mode_type_0 import (
    CompositionTracksItemClipsItemType4BlendModeType0,
)
from ..models.composition_tracks_item_clips_item_type_4_blend_mode_type_1 import (
    CompositionTracksItemClipsItemType4BlendModeType1,
)
from ..models.composition_tracks_item_clips_item_type_4_blend_mode_type_2 import (
    CompositionTracksItemClipsItemType4BlendModeType2,
)
from ..models.composition_tracks_item_clips_item_type_4_blend_mode_type_3 import (
    CompositionTracksItemClipsItemType4BlendModeType3,
)
from ..models.composition_tracks_item_clips_item_type_4_blend_mode_type_4 import (
    CompositionTracksItemClipsItemType4BlendModeType4,
)
from ..models.composition_tracks_item_clips_item_type_4_blend_mode_type_5 import (
    CompositionTracksItemClipsItemType4BlendModeType5,
)
from ..models.composition_tracks_item_clips_item_type_4_blend_mode_type_6 import (
    CompositionTracksItemClipsItemType4BlendModeType6,
)
from ..models.composition_tracks_item_clips_item_type_4_blend_mode_type_7 import (
    CompositionTracksItemClipsItemType4BlendModeType7,
)
from ..models.composition_tracks_item_clips_item_type_4_blend_mode_type_8 import (
    CompositionTracksItemClipsItemType4BlendModeType8,
)
from ..models.composition_tracks_item_clips_item_type_4_kind import (
    CompositionTracksItemClipsItemType4Kind,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.composition_tracks_item_clips_item_type_4_animate import (
        CompositionTracksItemClipsItemType4Animate,
    )
    from ..models.composition_tracks_item_clips_item_type_4_behind_subject import (
        CompositionTracksItemClipsItemType4BehindSubject,
    )
    from ..models.composition_tracks_item_clips_item_type_4_crop import (
        CompositionTracksItemClipsItemType4Crop,
    )
    from ..models.composition_tracks_item_clips_item_type_4_props import (
        CompositionTracksItemClipsItemType4Props,
    )
    from ..models.composition_tracks_item_clips_item_type_4_transform import (
        CompositionTracksItemClipsItemType4Transform,
    )
    from ..models.composition_tracks_item_clips_item_type_4_transition import (
        CompositionTracksItemClipsItemType4Transition,
    )


T = TypeVar("T", bound="CompositionTracksItemClipsItemType4")


@_attrs_define
class CompositionTracksItemClipsItemType4:
    """
    Attributes:
        kind (CompositionTracksItemClipsItemType4Kind):
        start (float): timeline seconds
        duration (float): seconds on the timeline
        component_id (str):
        id (str | Unset): unique among the clips of the composition; behindSubject names clips by it
        name (str | Unset):
        version (str | Unset): pinned component version (default: current; saving pins it)
        props (CompositionTracksItemClipsItemType4Props | Unset):
        behind_subject (CompositionTracksItemClipsItemType4BehindSubject | Unset): draw this clip behind the subject of
            a video clip (needs a ready matte fact of that video's media covering its source window)
        transform (CompositionTracksItemClipsItemType4Transform | Unset):
        opacity (float | Unset):
        crop (CompositionTracksItemClipsItemType4Crop | Unset): fractions of the source cut from each side before
            fitting
        blend_mode (CompositionTracksItemClipsItemType4BlendModeType0 |
            CompositionTracksItemClipsItemType4BlendModeType1 | CompositionTracksItemClipsItemType4BlendModeType2 |
            CompositionTracksItemClipsItemType4BlendModeType3 | CompositionTracksItemClipsItemType4BlendModeType4 |
            CompositionTracksItemClipsItemType4BlendModeType5 | CompositionTracksItemClipsItemType4BlendModeType6 |
            CompositionTracksItemClipsItemType4BlendModeType7 | CompositionTracksItemClipsItemType4BlendModeType8 | Unset):
        animate (CompositionTracksItemClipsItemType4Animate | Unset): numeric property path → keyframes
        transition (CompositionTracksItemClipsItemType4Transition | Unset):
    """

    kind: CompositionTracksItemClipsItemType4Kind
    start: float
    duration: float
    component_id: str
    id: str | Unset = UNSET
    name: str | Unset = UNSET
    version: str | Unset = UNSET
    props: CompositionTracksItemClipsItemType4Props | Unset = UNSET
    behind_subject: CompositionTracksItemClipsItemType4BehindSubject | Unset = UNSET
    transform: CompositionTracksItemClipsItemType4Transform | Unset = UNSET
    opacity: float | Unset = UNSET
    crop: CompositionTracksItemClipsItemType4Crop | Unset = UNSET
    blend_mode: (
        CompositionTracksItemClipsItemType4BlendModeType0
        | CompositionTracksItemClipsItemType4BlendModeType1
        | CompositionTracksItemClipsItemType4BlendModeType2
        | CompositionTracksItemClipsItemType4BlendModeType3
        | CompositionTracksItemClipsItemType4BlendModeType4
        | CompositionTracksItemClipsItemType4BlendModeType5
        | CompositionTracksItemClipsItemType4BlendModeType6
        | CompositionTracksItemClipsItemType4BlendModeType7
        | CompositionTracksItemClipsItemType4BlendModeType8
        | Unset
    ) = UNSET
    animate: CompositionTracksItemClipsItemType4Animate | Unset = UNSET
    transition: CompositionTracksItemClipsItemType4Transition | Unset = UNSET

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
            isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType4BlendModeType0
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType4BlendModeType1
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType4BlendModeType2
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType4BlendModeType3
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType4BlendModeType4
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType4BlendModeType5
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType4BlendModeType6
            )
            or isinstance(
                self.blend_mode, CompositionTracksItemClipsItemType4BlendModeType7
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
        from ..models.composition_tracks_item_clips_item_type_4_animate import (
            CompositionTracksItemClipsItemType4Animate,
        )
        from ..models.composition_tracks_item_clips_item_type_4_behind_subject import (
            CompositionTracksItemClipsItemType4BehindSubject,
        )
        from ..models.composition_tracks_item_clips_item_type_4_crop import (
            CompositionTracksItemClipsItemType4Crop,
        )
        from ..models.composition_tracks_item_clips_item_type_4_props import (
            CompositionTracksItemClipsItemType4Props,
        )
        from ..models.composition_tracks_item_clips_item_type_4_transform import (
            CompositionTracksItemClipsItemType4Transform,
        )
        from ..models.composition_tracks_item_clips_item_type_4_transition import (
            CompositionTracksItemClipsItemType4Transition,
        )

        d = dict(src_dict)
        kind = CompositionTracksItemClipsItemType4Kind(d.pop("kind"))

        start = d.pop("start")

        duration = d.pop("duration")

        component_id = d.pop("componentId")

        id = d.pop("id", UNSET)

        name = d.pop("name", UNSET)

        version = d.pop("version", UNSET)

        _props = d.pop("props", UNSET)
        props: CompositionTracksItemClipsItemType4Props | Unset
        if isinstance(_props, Unset):
            props = UNSET
        else:
            props = CompositionTracksItemClipsItemType4Props.from_dict(_props)

        _behind_subject = d.pop("behindSubject", UNSET)
        behind_subject: CompositionTracksItemClipsItemType4BehindSubject | Unset
        if isinstance(_behind_subject, Unset):
            behind_subject = UNSET
        else:
            behind_subject = CompositionTracksItemClipsItemType4BehindSubject.from_dict(
                _behind_subject
            )

        _transform = d.pop("transform", UNSET)
        transform: CompositionTracksItemClipsItemType4Transform | Unset
        if isinstance(_transform, Unset):
            transform = UNSET
        else:
            transform = CompositionTracksItemClipsItemType4Transform.from_dict(
                _transform
            )

        opacity = d.pop("opacity", UNSET)

        _crop = d.pop("crop", UNSET)
        crop: CompositionTracksItemClipsItemType4Crop | Unset
        if isinstance(_crop, Unset):
            crop = UNSET
        else:
            crop = CompositionTracksItemClipsItemType4Crop.from_dict(_crop)

        def _parse_blend_mode(
            data: object,
        ) -> (
            CompositionTracksItemClipsItemType4BlendModeType0
            | CompositionTracksItemClipsItemType4BlendModeType1
            | CompositionTracksItemClipsItemType4BlendModeType2
            | CompositionTracksItemClipsItemType4BlendModeType3
            | CompositionTracksItemClipsItemType4BlendModeType4
            | CompositionTracksItemClipsItemType4BlendModeType5
            | CompositionTracksItemClipsItemType4BlendModeType6
            | CompositionTracksItemClipsItemType4BlendModeType7
            | CompositionTracksItemClipsItemType4BlendModeType8
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_0 = CompositionTracksItemClipsItemType4BlendModeType0(
                    data
                )

                return blend_mode_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_1 = CompositionTracksItemClipsItemType4BlendModeType1(
                    data
                )

                return blend_mode_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_2 = CompositionTracksItemClipsItemType4BlendModeType2(
                    data
                )

                return blend_mode_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_3 = CompositionTracksItemClipsItemType4BlendModeType3(
                    data
                )

                return blend_mode_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_4 = CompositionTracksItemClipsItemType4BlendModeType4(
                    data
                )

                return blend_mode_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_5 = CompositionTracksItemClipsItemType4BlendModeType5(
                    data
                )

                return blend_mode_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_6 = CompositionTracksItemClipsItemType4BlendModeType6(
                    data
                )

                return blend_mode_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                blend_mode_type_7 = CompositionTracksItemClipsItemType4BlendModeType7(
                    data
                )

                return blend_mode_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            blend_mode_type_8 = CompositionTracksItemClipsItemType4BlendModeType8(data)

            return blend_mode_type_8

        blend_mode = _parse_blend_mode(d.pop("blendMode", UNSET))

        _animate = d.pop("animate", UNSET)
        animate: CompositionTracksItemClipsItemType4Animate | Unset
        if isinstance(_animate, Unset):
            animate = UNSET
        else:
            animate = CompositionTracksItemClipsItemType4Animate.from_dict(_animate)

        _transition = d.pop("transition", UNSET)
        transition: CompositionTracksItemClipsItemType4Transition | Unset
        if isinstance(_transition, Unset):
            transition = UNSET
        else:
            transition = CompositionTracksItemClipsItemType4Transition.from_dict(
                _transition
            )

        composition_tracks_item_clips_item_type_4 = cls(
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

        return composition_tracks_item_clips_item_type_4
