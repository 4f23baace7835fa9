from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.image_clip_transition_direction_type_0 import (
    ImageClipTransitionDirectionType0,
)
from ..models.image_clip_transition_direction_type_1 import (
    ImageClipTransitionDirectionType1,
)
from ..models.image_clip_transition_direction_type_2 import (
    ImageClipTransitionDirectionType2,
)
from ..models.image_clip_transition_direction_type_3 import (
    ImageClipTransitionDirectionType3,
)
from ..models.image_clip_transition_kind_type_0 import ImageClipTransitionKindType0
from ..models.image_clip_transition_kind_type_1 import ImageClipTransitionKindType1
from ..models.image_clip_transition_kind_type_2 import ImageClipTransitionKindType2
from ..models.image_clip_transition_kind_type_3 import ImageClipTransitionKindType3
from ..models.image_clip_transition_kind_type_4 import ImageClipTransitionKindType4
from ..models.image_clip_transition_kind_type_5 import ImageClipTransitionKindType5
from ..models.image_clip_transition_kind_type_6 import ImageClipTransitionKindType6
from ..models.image_clip_transition_kind_type_7 import ImageClipTransitionKindType7
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.image_clip_transition_easing_type_1 import (
        ImageClipTransitionEasingType1,
    )
    from ..models.image_clip_transition_props import ImageClipTransitionProps


T = TypeVar("T", bound="ImageClipTransition")


@_attrs_define
class ImageClipTransition:
    """
    Attributes:
        kind (ImageClipTransitionKindType0 | ImageClipTransitionKindType1 | ImageClipTransitionKindType2 |
            ImageClipTransitionKindType3 | ImageClipTransitionKindType4 | ImageClipTransitionKindType5 |
            ImageClipTransitionKindType6 | ImageClipTransitionKindType7):
        duration (float): seconds, centred on the cut
        direction (ImageClipTransitionDirectionType0 | ImageClipTransitionDirectionType1 |
            ImageClipTransitionDirectionType2 | ImageClipTransitionDirectionType3 | Unset):
        color (str | Unset): CSS colour or brand token reference (brand:colors.primary)
        easing (ImageClipTransitionEasingType1 | str | Unset): easing of the segment that starts at this keyframe
        component_id (str | Unset): catalog id of a transition component (kind component)
        version (str | Unset): pinned version of the transition component (default: current; saving pins it)
        props (ImageClipTransitionProps | Unset):
    """

    kind: (
        ImageClipTransitionKindType0
        | ImageClipTransitionKindType1
        | ImageClipTransitionKindType2
        | ImageClipTransitionKindType3
        | ImageClipTransitionKindType4
        | ImageClipTransitionKindType5
        | ImageClipTransitionKindType6
        | ImageClipTransitionKindType7
    )
    duration: float
    direction: (
        ImageClipTransitionDirectionType0
        | ImageClipTransitionDirectionType1
        | ImageClipTransitionDirectionType2
        | ImageClipTransitionDirectionType3
        | Unset
    ) = UNSET
    color: str | Unset = UNSET
    easing: ImageClipTransitionEasingType1 | str | Unset = UNSET
    component_id: str | Unset = UNSET
    version: str | Unset = UNSET
    props: ImageClipTransitionProps | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.image_clip_transition_easing_type_1 import (
            ImageClipTransitionEasingType1,
        )

        kind: str
        if (
            isinstance(self.kind, ImageClipTransitionKindType0)
            or isinstance(self.kind, ImageClipTransitionKindType1)
            or isinstance(self.kind, ImageClipTransitionKindType2)
            or isinstance(self.kind, ImageClipTransitionKindType3)
            or isinstance(self.kind, ImageClipTransitionKindType4)
            or isinstance(self.kind, ImageClipTransitionKindType5)
            or isinstance(self.kind, ImageClipTransitionKindType6)
        ):
            kind = self.kind.value
        else:
            kind = self.kind.value

        duration = self.duration

        direction: str | Unset
        if isinstance(self.direction, Unset):
            direction = UNSET
        elif (
            isinstance(self.direction, ImageClipTransitionDirectionType0)
            or isinstance(self.direction, ImageClipTransitionDirectionType1)
            or isinstance(self.direction, ImageClipTransitionDirectionType2)
        ):
            direction = self.direction.value
        else:
            direction = self.direction.value

        color = self.color

        easing: dict[str, Any] | str | Unset
        if isinstance(self.easing, Unset):
            easing = UNSET
        elif isinstance(self.easing, ImageClipTransitionEasingType1):
            easing = self.easing.to_dict()
        else:
            easing = self.easing

        component_id = self.component_id

        version = self.version

        props: dict[str, Any] | Unset = UNSET
        if not isinstance(self.props, Unset):
            props = self.props.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "duration": duration,
            }
        )
        if direction is not UNSET:
            field_dict["direction"] = direction
        if color is not UNSET:
            field_dict["color"] = color
        if easing is not UNSET:
            field_dict["easing"] = easing
        if component_id is not UNSET:
            field_dict["componentId"] = component_id
        if version is not UNSET:
            field_dict["version"] = version
        if props is not UNSET:
            field_dict["props"] = props

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.image_clip_transition_easing_type_1 import (
            ImageClipTransitionEasingType1,
        )
        from ..models.image_clip_transition_props import ImageClipTransitionProps

        d = dict(src_dict)

        def _parse_kind(
            data: object,
        ) -> (
            ImageClipTransitionKindType0
            | ImageClipTransitionKindType1
            | ImageClipTransitionKindType2
            | ImageClipTransitionKindType3
            | ImageClipTransitionKindType4
            | ImageClipTransitionKindType5
            | ImageClipTransitionKindType6
            | ImageClipTransitionKindType7
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0 = ImageClipTransitionKindType0(data)

                return kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_1 = ImageClipTransitionKindType1(data)

                return kind_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_2 = ImageClipTransitionKindType2(data)

                return kind_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_3 = ImageClipTransitionKindType3(data)

                return kind_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_4 = ImageClipTransitionKindType4(data)

                return kind_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_5 = ImageClipTransitionKindType5(data)

                return kind_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_6 = ImageClipTransitionKindType6(data)

                return kind_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            kind_type_7 = ImageClipTransitionKindType7(data)

            return kind_type_7

        kind = _parse_kind(d.pop("kind"))

        duration = d.pop("duration")

        def _parse_direction(
            data: object,
        ) -> (
            ImageClipTransitionDirectionType0
            | ImageClipTransitionDirectionType1
            | ImageClipTransitionDirectionType2
            | ImageClipTransitionDirectionType3
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_0 = ImageClipTransitionDirectionType0(data)

                return direction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_1 = ImageClipTransitionDirectionType1(data)

                return direction_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_2 = ImageClipTransitionDirectionType2(data)

                return direction_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            direction_type_3 = ImageClipTransitionDirectionType3(data)

            return direction_type_3

        direction = _parse_direction(d.pop("direction", UNSET))

        color = d.pop("color", UNSET)

        def _parse_easing(data: object) -> ImageClipTransitionEasingType1 | str | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                easing_type_1 = ImageClipTransitionEasingType1.from_dict(data)

                return easing_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ImageClipTransitionEasingType1 | str | Unset, data)

        easing = _parse_easing(d.pop("easing", UNSET))

        component_id = d.pop("componentId", UNSET)

        version = d.pop("version", UNSET)

        _props = d.pop("props", UNSET)
        props: ImageClipTransitionProps | Unset
        if isinstance(_props, Unset):
            props = UNSET
        else:
            props = ImageClipTransitionProps.from_dict(_props)

        image_clip_transition = cls(
            kind=kind,
            duration=duration,
            direction=direction,
            color=color,
            easing=easing,
            component_id=component_id,
            version=version,
            props=props,
        )

        return image_clip_transition
