from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.shape_clip_transition_direction_type_0 import (
    ShapeClipTransitionDirectionType0,
)
from ..models.shape_clip_transition_direction_type_1 import (
    ShapeClipTransitionDirectionType1,
)
from ..models.shape_clip_transition_direction_type_2 import (
    ShapeClipTransitionDirectionType2,
)
from ..models.shape_clip_transition_direction_type_3 import (
    ShapeClipTransitionDirectionType3,
)
from ..models.shape_clip_transition_kind_type_0 import ShapeClipTransitionKindType0
from ..models.shape_clip_transition_kind_type_1 import ShapeClipTransitionKindType1
from ..models.shape_clip_transition_kind_type_2 import ShapeClipTransitionKindType2
from ..models.shape_clip_transition_kind_type_3 import ShapeClipTransitionKindType3
from ..models.shape_clip_transition_kind_type_4 import ShapeClipTransitionKindType4
from ..models.shape_clip_transition_kind_type_5 import ShapeClipTransitionKindType5
from ..models.shape_clip_transition_kind_type_6 import ShapeClipTransitionKindType6
from ..models.shape_clip_transition_kind_type_7 import ShapeClipTransitionKindType7
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.shape_clip_transition_easing_type_1 import (
        ShapeClipTransitionEasingType1,
    )
    from ..models.shape_clip_transition_props import ShapeClipTransitionProps


T = TypeVar("T", bound="ShapeClipTransition")


@_attrs_define
class ShapeClipTransition:
    """
    Attributes:
        kind (ShapeClipTransitionKindType0 | ShapeClipTransitionKindType1 | ShapeClipTransitionKindType2 |
            ShapeClipTransitionKindType3 | ShapeClipTransitionKindType4 | ShapeClipTransitionKindType5 |
            ShapeClipTransitionKindType6 | ShapeClipTransitionKindType7):
        duration (float): seconds, centred on the cut
        direction (ShapeClipTransitionDirectionType0 | ShapeClipTransitionDirectionType1 |
            ShapeClipTransitionDirectionType2 | ShapeClipTransitionDirectionType3 | Unset):
        color (str | Unset): CSS colour or brand token reference (brand:colors.primary)
        easing (ShapeClipTransitionEasingType1 | str | Unset): easing of the segment that starts at this keyframe
        component_id (str | Unset): catalog id of a transition component (kind component)
        version (str | Unset): pinned version of the transition component (default: current; saving pins it)
        props (ShapeClipTransitionProps | Unset):
    """

    kind: (
        ShapeClipTransitionKindType0
        | ShapeClipTransitionKindType1
        | ShapeClipTransitionKindType2
        | ShapeClipTransitionKindType3
        | ShapeClipTransitionKindType4
        | ShapeClipTransitionKindType5
        | ShapeClipTransitionKindType6
        | ShapeClipTransitionKindType7
    )
    duration: float
    direction: (
        ShapeClipTransitionDirectionType0
        | ShapeClipTransitionDirectionType1
        | ShapeClipTransitionDirectionType2
        | ShapeClipTransitionDirectionType3
        | Unset
    ) = UNSET
    color: str | Unset = UNSET
    easing: ShapeClipTransitionEasingType1 | str | Unset = UNSET
    component_id: str | Unset = UNSET
    version: str | Unset = UNSET
    props: ShapeClipTransitionProps | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.shape_clip_transition_easing_type_1 import (
            ShapeClipTransitionEasingType1,
        )

        kind: str
        if (
            isinstance(self.kind, ShapeClipTransitionKindType0)
            or isinstance(self.kind, ShapeClipTransitionKindType1)
            or isinstance(self.kind, ShapeClipTransitionKindType2)
            or isinstance(self.kind, ShapeClipTransitionKindType3)
            or isinstance(self.kind, ShapeClipTransitionKindType4)
            or isinstance(self.kind, ShapeClipTransitionKindType5)
            or isinstance(self.kind, ShapeClipTransitionKindType6)
        ):
            kind = self.kind.value
        else:
            kind = self.kind.value

        duration = self.duration

        direction: str | Unset
        if isinstance(self.direction, Unset):
            direction = UNSET
        elif (
            isinstance(self.direction, ShapeClipTransitionDirectionType0)
            or isinstance(self.direction, ShapeClipTransitionDirectionType1)
            or isinstance(self.direction, ShapeClipTransitionDirectionType2)
        ):
            direction = self.direction.value
        else:
            direction = self.direction.value

        color = self.color

        easing: dict[str, Any] | str | Unset
        if isinstance(self.easing, Unset):
            easing = UNSET
        elif isinstance(self.easing, ShapeClipTransitionEasingType1):
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
        from ..models.shape_clip_transition_easing_type_1 import (
            ShapeClipTransitionEasingType1,
        )
        from ..models.shape_clip_transition_props import ShapeClipTransitionProps

        d = dict(src_dict)

        def _parse_kind(
            data: object,
        ) -> (
            ShapeClipTransitionKindType0
            | ShapeClipTransitionKindType1
            | ShapeClipTransitionKindType2
            | ShapeClipTransitionKindType3
            | ShapeClipTransitionKindType4
            | ShapeClipTransitionKindType5
            | ShapeClipTransitionKindType6
            | ShapeClipTransitionKindType7
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0 = ShapeClipTransitionKindType0(data)

                return kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_1 = ShapeClipTransitionKindType1(data)

                return kind_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_2 = ShapeClipTransitionKindType2(data)

                return kind_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_3 = ShapeClipTransitionKindType3(data)

                return kind_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_4 = ShapeClipTransitionKindType4(data)

                return kind_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_5 = ShapeClipTransitionKindType5(data)

                return kind_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_6 = ShapeClipTransitionKindType6(data)

                return kind_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            kind_type_7 = ShapeClipTransitionKindType7(data)

            return kind_type_7

        kind = _parse_kind(d.pop("kind"))

        duration = d.pop("duration")

        def _parse_direction(
            data: object,
        ) -> (
            ShapeClipTransitionDirectionType0
            | ShapeClipTransitionDirectionType1
            | ShapeClipTransitionDirectionType2
            | ShapeClipTransitionDirectionType3
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_0 = ShapeClipTransitionDirectionType0(data)

                return direction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_1 = ShapeClipTransitionDirectionType1(data)

                return direction_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_2 = ShapeClipTransitionDirectionType2(data)

                return direction_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            direction_type_3 = ShapeClipTransitionDirectionType3(data)

            return direction_type_3

        direction = _parse_direction(d.pop("direction", UNSET))

        color = d.pop("color", UNSET)

        def _parse_easing(data: object) -> ShapeClipTransitionEasingType1 | str | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                easing_type_1 = ShapeClipTransitionEasingType1.from_dict(data)

                return easing_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ShapeClipTransitionEasingType1 | str | Unset, data)

        easing = _parse_easing(d.pop("easing", UNSET))

        component_id = d.pop("componentId", UNSET)

        version = d.pop("version", UNSET)

        _props = d.pop("props", UNSET)
        props: ShapeClipTransitionProps | Unset
        if isinstance(_props, Unset):
            props = UNSET
        else:
            props = ShapeClipTransitionProps.from_dict(_props)

        shape_clip_transition = cls(
            kind=kind,
            duration=duration,
            direction=direction,
            color=color,
            easing=easing,
            component_id=component_id,
            version=version,
            props=props,
        )

        return shape_clip_transition
