from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.text_clip_transition_direction_type_0 import (
    TextClipTransitionDirectionType0,
)
from ..models.text_clip_transition_direction_type_1 import (
    TextClipTransitionDirectionType1,
)
from ..models.text_clip_transition_direction_type_2 import (
    TextClipTransitionDirectionType2,
)
from ..models.text_clip_transition_direction_type_3 import (
    TextClipTransitionDirectionType3,
)
from ..models.text_clip_transition_kind_type_0 import TextClipTransitionKindType0
from ..models.text_clip_transition_kind_type_1 import TextClipTransitionKindType1
from ..models.text_clip_transition_kind_type_2 import TextClipTransitionKindType2
from ..models.text_clip_transition_kind_type_3 import TextClipTransitionKindType3
from ..models.text_clip_transition_kind_type_4 import TextClipTransitionKindType4
from ..models.text_clip_transition_kind_type_5 import TextClipTransitionKindType5
from ..models.text_clip_transition_kind_type_6 import TextClipTransitionKindType6
from ..models.text_clip_transition_kind_type_7 import TextClipTransitionKindType7
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.text_clip_transition_easing_type_1 import (
        TextClipTransitionEasingType1,
    )
    from ..models.text_clip_transition_props import TextClipTransitionProps


T = TypeVar("T", bound="TextClipTransition")


@_attrs_define
class TextClipTransition:
    """
    Attributes:
        kind (TextClipTransitionKindType0 | TextClipTransitionKindType1 | TextClipTransitionKindType2 |
            TextClipTransitionKindType3 | TextClipTransitionKindType4 | TextClipTransitionKindType5 |
            TextClipTransitionKindType6 | TextClipTransitionKindType7):
        duration (float): seconds, centred on the cut
        direction (TextClipTransitionDirectionType0 | TextClipTransitionDirectionType1 |
            TextClipTransitionDirectionType2 | TextClipTransitionDirectionType3 | Unset):
        color (str | Unset): CSS colour or brand token reference (brand:colors.primary)
        easing (str | TextClipTransitionEasingType1 | Unset): easing of the segment that starts at this keyframe
        component_id (str | Unset): catalog id of a transition component (kind component)
        version (str | Unset): pinned version of the transition component (default: current; saving pins it)
        props (TextClipTransitionProps | Unset):
    """

    kind: (
        TextClipTransitionKindType0
        | TextClipTransitionKindType1
        | TextClipTransitionKindType2
        | TextClipTransitionKindType3
        | TextClipTransitionKindType4
        | TextClipTransitionKindType5
        | TextClipTransitionKindType6
        | TextClipTransitionKindType7
    )
    duration: float
    direction: (
        TextClipTransitionDirectionType0
        | TextClipTransitionDirectionType1
        | TextClipTransitionDirectionType2
        | TextClipTransitionDirectionType3
        | Unset
    ) = UNSET
    color: str | Unset = UNSET
    easing: str | TextClipTransitionEasingType1 | Unset = UNSET
    component_id: str | Unset = UNSET
    version: str | Unset = UNSET
    props: TextClipTransitionProps | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.text_clip_transition_easing_type_1 import (
            TextClipTransitionEasingType1,
        )

        kind: str
        if (
            isinstance(self.kind, TextClipTransitionKindType0)
            or isinstance(self.kind, TextClipTransitionKindType1)
            or isinstance(self.kind, TextClipTransitionKindType2)
            or isinstance(self.kind, TextClipTransitionKindType3)
            or isinstance(self.kind, TextClipTransitionKindType4)
            or isinstance(self.kind, TextClipTransitionKindType5)
            or isinstance(self.kind, TextClipTransitionKindType6)
        ):
            kind = self.kind.value
        else:
            kind = self.kind.value

        duration = self.duration

        direction: str | Unset
        if isinstance(self.direction, Unset):
            direction = UNSET
        elif (
            isinstance(self.direction, TextClipTransitionDirectionType0)
            or isinstance(self.direction, TextClipTransitionDirectionType1)
            or isinstance(self.direction, TextClipTransitionDirectionType2)
        ):
            direction = self.direction.value
        else:
            direction = self.direction.value

        color = self.color

        easing: dict[str, Any] | str | Unset
        if isinstance(self.easing, Unset):
            easing = UNSET
        elif isinstance(self.easing, TextClipTransitionEasingType1):
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
        from ..models.text_clip_transition_easing_type_1 import (
            TextClipTransitionEasingType1,
        )
        from ..models.text_clip_transition_props import TextClipTransitionProps

        d = dict(src_dict)

        def _parse_kind(
            data: object,
        ) -> (
            TextClipTransitionKindType0
            | TextClipTransitionKindType1
            | TextClipTransitionKindType2
            | TextClipTransitionKindType3
            | TextClipTransitionKindType4
            | TextClipTransitionKindType5
            | TextClipTransitionKindType6
            | TextClipTransitionKindType7
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0 = TextClipTransitionKindType0(data)

                return kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_1 = TextClipTransitionKindType1(data)

                return kind_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_2 = TextClipTransitionKindType2(data)

                return kind_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_3 = TextClipTransitionKindType3(data)

                return kind_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_4 = TextClipTransitionKindType4(data)

                return kind_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_5 = TextClipTransitionKindType5(data)

                return kind_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_6 = TextClipTransitionKindType6(data)

                return kind_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            kind_type_7 = TextClipTransitionKindType7(data)

            return kind_type_7

        kind = _parse_kind(d.pop("kind"))

        duration = d.pop("duration")

        def _parse_direction(
            data: object,
        ) -> (
            TextClipTransitionDirectionType0
            | TextClipTransitionDirectionType1
            | TextClipTransitionDirectionType2
            | TextClipTransitionDirectionType3
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_0 = TextClipTransitionDirectionType0(data)

                return direction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_1 = TextClipTransitionDirectionType1(data)

                return direction_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_2 = TextClipTransitionDirectionType2(data)

                return direction_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            direction_type_3 = TextClipTransitionDirectionType3(data)

            return direction_type_3

        direction = _parse_direction(d.pop("direction", UNSET))

        color = d.pop("color", UNSET)

        def _parse_easing(data: object) -> str | TextClipTransitionEasingType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                easing_type_1 = TextClipTransitionEasingType1.from_dict(data)

                return easing_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(str | TextClipTransitionEasingType1 | Unset, data)

        easing = _parse_easing(d.pop("easing", UNSET))

        component_id = d.pop("componentId", UNSET)

        version = d.pop("version", UNSET)

        _props = d.pop("props", UNSET)
        props: TextClipTransitionProps | Unset
        if isinstance(_props, Unset):
            props = UNSET
        else:
            props = TextClipTransitionProps.from_dict(_props)

        text_clip_transition = cls(
            kind=kind,
            duration=duration,
            direction=direction,
            color=color,
            easing=easing,
            component_id=component_id,
            version=version,
            props=props,
        )

        return text_clip_transition
