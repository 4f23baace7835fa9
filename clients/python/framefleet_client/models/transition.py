from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.transition_direction_type_0 import TransitionDirectionType0
from ..models.transition_direction_type_1 import TransitionDirectionType1
from ..models.transition_direction_type_2 import TransitionDirectionType2
from ..models.transition_direction_type_3 import TransitionDirectionType3
from ..models.transition_kind_type_0 import TransitionKindType0
from ..models.transition_kind_type_1 import TransitionKindType1
from ..models.transition_kind_type_2 import TransitionKindType2
from ..models.transition_kind_type_3 import TransitionKindType3
from ..models.transition_kind_type_4 import TransitionKindType4
from ..models.transition_kind_type_5 import TransitionKindType5
from ..models.transition_kind_type_6 import TransitionKindType6
from ..models.transition_kind_type_7 import TransitionKindType7
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.transition_easing_type_1 import TransitionEasingType1
    from ..models.transition_props import TransitionProps


T = TypeVar("T", bound="Transition")


@_attrs_define
class Transition:
    """
    Attributes:
        kind (TransitionKindType0 | TransitionKindType1 | TransitionKindType2 | TransitionKindType3 |
            TransitionKindType4 | TransitionKindType5 | TransitionKindType6 | TransitionKindType7):
        duration (float): seconds, centred on the cut
        direction (TransitionDirectionType0 | TransitionDirectionType1 | TransitionDirectionType2 |
            TransitionDirectionType3 | Unset):
        color (str | Unset): CSS colour or brand token reference (brand:colors.primary)
        easing (str | TransitionEasingType1 | Unset): easing of the segment that starts at this keyframe
        component_id (str | Unset): catalog id of a transition component (kind component)
        version (str | Unset): pinned version of the transition component (default: current; saving pins it)
        props (TransitionProps | Unset):
    """

    kind: (
        TransitionKindType0
        | TransitionKindType1
        | TransitionKindType2
        | TransitionKindType3
        | TransitionKindType4
        | TransitionKindType5
        | TransitionKindType6
        | TransitionKindType7
    )
    duration: float
    direction: (
        TransitionDirectionType0
        | TransitionDirectionType1
        | TransitionDirectionType2
        | TransitionDirectionType3
        | Unset
    ) = UNSET
    color: str | Unset = UNSET
    easing: str | TransitionEasingType1 | Unset = UNSET
    component_id: str | Unset = UNSET
    version: str | Unset = UNSET
    props: TransitionProps | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.transition_easing_type_1 import TransitionEasingType1

        kind: str
        if (
            isinstance(self.kind, TransitionKindType0)
            or isinstance(self.kind, TransitionKindType1)
            or isinstance(self.kind, TransitionKindType2)
            or isinstance(self.kind, TransitionKindType3)
            or isinstance(self.kind, TransitionKindType4)
            or isinstance(self.kind, TransitionKindType5)
            or isinstance(self.kind, TransitionKindType6)
        ):
            kind = self.kind.value
        else:
            kind = self.kind.value

        duration = self.duration

        direction: str | Unset
        if isinstance(self.direction, Unset):
            direction = UNSET
        elif (
            isinstance(self.direction, TransitionDirectionType0)
            or isinstance(self.direction, TransitionDirectionType1)
            or isinstance(self.direction, TransitionDirectionType2)
        ):
            direction = self.direction.value
        else:
            direction = self.direction.value

        color = self.color

        easing: dict[str, Any] | str | Unset
        if isinstance(self.easing, Unset):
            easing = UNSET
        elif isinstance(self.easing, TransitionEasingType1):
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
        from ..models.transition_easing_type_1 import TransitionEasingType1
        from ..models.transition_props import TransitionProps

        d = dict(src_dict)

        def _parse_kind(
            data: object,
        ) -> (
            TransitionKindType0
            | TransitionKindType1
            | TransitionKindType2
            | TransitionKindType3
            | TransitionKindType4
            | TransitionKindType5
            | TransitionKindType6
            | TransitionKindType7
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0 = TransitionKindType0(data)

                return kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_1 = TransitionKindType1(data)

                return kind_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_2 = TransitionKindType2(data)

                return kind_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_3 = TransitionKindType3(data)

                return kind_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_4 = TransitionKindType4(data)

                return kind_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_5 = TransitionKindType5(data)

                return kind_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_6 = TransitionKindType6(data)

                return kind_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            kind_type_7 = TransitionKindType7(data)

            return kind_type_7

        kind = _parse_kind(d.pop("kind"))

        duration = d.pop("duration")

        def _parse_direction(
            data: object,
        ) -> (
            TransitionDirectionType0
            | TransitionDirectionType1
            | TransitionDirectionType2
            | TransitionDirectionType3
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_0 = TransitionDirectionType0(data)

                return direction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_1 = TransitionDirectionType1(data)

                return direction_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_2 = TransitionDirectionType2(data)

                return direction_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            direction_type_3 = TransitionDirectionType3(data)

            return direction_type_3

        direction = _parse_direction(d.pop("direction", UNSET))

        color = d.pop("color", UNSET)

        def _parse_easing(data: object) -> str | TransitionEasingType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                easing_type_1 = TransitionEasingType1.from_dict(data)

                return easing_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(str | TransitionEasingType1 | Unset, data)

        easing = _parse_easing(d.pop("easing", UNSET))

        component_id = d.pop("componentId", UNSET)

        version = d.pop("version", UNSET)

        _props = d.pop("props", UNSET)
        props: TransitionProps | Unset
        if isinstance(_props, Unset):
            props = UNSET
        else:
            props = TransitionProps.from_dict(_props)

        transition = cls(
            kind=kind,
            duration=duration,
            direction=direction,
            color=color,
            easing=easing,
            component_id=component_id,
            version=version,
            props=props,
        )

        return transition
