from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.component_clip_transition_direction_type_0 import (
    ComponentClipTransitionDirectionType0,
)
from ..models.component_clip_transition_direction_type_1 import (
    ComponentClipTransitionDirectionType1,
)
from ..models.component_clip_transition_direction_type_2 import (
    ComponentClipTransitionDirectionType2,
)
from ..models.component_clip_transition_direction_type_3 import (
    ComponentClipTransitionDirectionType3,
)
from ..models.component_clip_transition_kind_type_0 import (
    ComponentClipTransitionKindType0,
)
from ..models.component_clip_transition_kind_type_1 import (
    ComponentClipTransitionKindType1,
)
from ..models.component_clip_transition_kind_type_2 import (
    ComponentClipTransitionKindType2,
)
from ..models.component_clip_transition_kind_type_3 import (
    ComponentClipTransitionKindType3,
)
from ..models.component_clip_transition_kind_type_4 import (
    ComponentClipTransitionKindType4,
)
from ..models.component_clip_transition_kind_type_5 import (
    ComponentClipTransitionKindType5,
)
from ..models.component_clip_transition_kind_type_6 import (
    ComponentClipTransitionKindType6,
)
from ..models.component_clip_transition_kind_type_7 import (
    ComponentClipTransitionKindType7,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.component_clip_transition_easing_type_1 import (
        ComponentClipTransitionEasingType1,
    )
    from ..models.component_clip_transition_props import ComponentClipTransitionProps


T = TypeVar("T", bound="ComponentClipTransition")


@_attrs_define
class ComponentClipTransition:
    """
    Attributes:
        kind (ComponentClipTransitionKindType0 | ComponentClipTransitionKindType1 | ComponentClipTransitionKindType2 |
            ComponentClipTransitionKindType3 | ComponentClipTransitionKindType4 | ComponentClipTransitionKindType5 |
            ComponentClipTransitionKindType6 | ComponentClipTransitionKindType7):
        duration (float): seconds, centred on the cut
        direction (ComponentClipTransitionDirectionType0 | ComponentClipTransitionDirectionType1 |
            ComponentClipTransitionDirectionType2 | ComponentClipTransitionDirectionType3 | Unset):
        color (str | Unset): CSS colour or brand token reference (brand:colors.primary)
        easing (ComponentClipTransitionEasingType1 | str | Unset): easing of the segment that starts at this keyframe
        component_id (str | Unset): catalog id of a transition component (kind component)
        version (str | Unset): pinned version of the transition component (default: current; saving pins it)
        props (ComponentClipTransitionProps | Unset):
    """

    kind: (
        ComponentClipTransitionKindType0
        | ComponentClipTransitionKindType1
        | ComponentClipTransitionKindType2
        | ComponentClipTransitionKindType3
        | ComponentClipTransitionKindType4
        | ComponentClipTransitionKindType5
        | ComponentClipTransitionKindType6
        | ComponentClipTransitionKindType7
    )
    duration: float
    direction: (
        ComponentClipTransitionDirectionType0
        | ComponentClipTransitionDirectionType1
        | ComponentClipTransitionDirectionType2
        | ComponentClipTransitionDirectionType3
        | Unset
    ) = UNSET
    color: str | Unset = UNSET
    easing: ComponentClipTransitionEasingType1 | str | Unset = UNSET
    component_id: str | Unset = UNSET
    version: str | Unset = UNSET
    props: ComponentClipTransitionProps | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.component_clip_transition_easing_type_1 import (
            ComponentClipTransitionEasingType1,
        )

        kind: str
        if (
            isinstance(self.kind, ComponentClipTransitionKindType0)
            or isinstance(self.kind, ComponentClipTransitionKindType1)
            or isinstance(self.kind, ComponentClipTransitionKindType2)
            or isinstance(self.kind, ComponentClipTransitionKindType3)
            or isinstance(self.kind, ComponentClipTransitionKindType4)
            or isinstance(self.kind, ComponentClipTransitionKindType5)
            or isinstance(self.kind, ComponentClipTransitionKindType6)
        ):
            kind = self.kind.value
        else:
            kind = self.kind.value

        duration = self.duration

        direction: str | Unset
        if isinstance(self.direction, Unset):
            direction = UNSET
        elif (
            isinstance(self.direction, ComponentClipTransitionDirectionType0)
            or isinstance(self.direction, ComponentClipTransitionDirectionType1)
            or isinstance(self.direction, ComponentClipTransitionDirectionType2)
        ):
            direction = self.direction.value
        else:
            direction = self.direction.value

        color = self.color

        easing: dict[str, Any] | str | Unset
        if isinstance(self.easing, Unset):
            easing = UNSET
        elif isinstance(self.easing, ComponentClipTransitionEasingType1):
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
        from ..models.component_clip_transition_easing_type_1 import (
            ComponentClipTransitionEasingType1,
        )
        from ..models.component_clip_transition_props import (
            ComponentClipTransitionProps,
        )

        d = dict(src_dict)

        def _parse_kind(
            data: object,
        ) -> (
            ComponentClipTransitionKindType0
            | ComponentClipTransitionKindType1
            | ComponentClipTransitionKindType2
            | ComponentClipTransitionKindType3
            | ComponentClipTransitionKindType4
            | ComponentClipTransitionKindType5
            | ComponentClipTransitionKindType6
            | ComponentClipTransitionKindType7
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0 = ComponentClipTransitionKindType0(data)

                return kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_1 = ComponentClipTransitionKindType1(data)

                return kind_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_2 = ComponentClipTransitionKindType2(data)

                return kind_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_3 = ComponentClipTransitionKindType3(data)

                return kind_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_4 = ComponentClipTransitionKindType4(data)

                return kind_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_5 = ComponentClipTransitionKindType5(data)

                return kind_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_6 = ComponentClipTransitionKindType6(data)

                return kind_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            kind_type_7 = ComponentClipTransitionKindType7(data)

            return kind_type_7

        kind = _parse_kind(d.pop("kind"))

        duration = d.pop("duration")

        def _parse_direction(
            data: object,
        ) -> (
            ComponentClipTransitionDirectionType0
            | ComponentClipTransitionDirectionType1
            | ComponentClipTransitionDirectionType2
            | ComponentClipTransitionDirectionType3
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_0 = ComponentClipTransitionDirectionType0(data)

                return direction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_1 = ComponentClipTransitionDirectionType1(data)

                return direction_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_2 = ComponentClipTransitionDirectionType2(data)

                return direction_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            direction_type_3 = ComponentClipTransitionDirectionType3(data)

            return direction_type_3

        direction = _parse_direction(d.pop("direction", UNSET))

        color = d.pop("color", UNSET)

        def _parse_easing(
            data: object,
        ) -> ComponentClipTransitionEasingType1 | str | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                easing_type_1 = ComponentClipTransitionEasingType1.from_dict(data)

                return easing_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ComponentClipTransitionEasingType1 | str | Unset, data)

        easing = _parse_easing(d.pop("easing", UNSET))

        component_id = d.pop("componentId", UNSET)

        version = d.pop("version", UNSET)

        _props = d.pop("props", UNSET)
        props: ComponentClipTransitionProps | Unset
        if isinstance(_props, Unset):
            props = UNSET
        else:
            props = ComponentClipTransitionProps.from_dict(_props)

        component_clip_transition = cls(
            kind=kind,
            duration=duration,
            direction=direction,
            color=color,
            easing=easing,
            component_id=component_id,
            version=version,
            props=props,
        )

        return component_clip_transition
