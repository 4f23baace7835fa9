from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.captions_clip_transition_direction_type_0 import (
    CaptionsClipTransitionDirectionType0,
)
from ..models.captions_clip_transition_direction_type_1 import (
    CaptionsClipTransitionDirectionType1,
)
from ..models.captions_clip_transition_direction_type_2 import (
    CaptionsClipTransitionDirectionType2,
)
from ..models.captions_clip_transition_direction_type_3 import (
    CaptionsClipTransitionDirectionType3,
)
from ..models.captions_clip_transition_kind_type_0 import (
    CaptionsClipTransitionKindType0,
)
from ..models.captions_clip_transition_kind_type_1 import (
    CaptionsClipTransitionKindType1,
)
from ..models.captions_clip_transition_kind_type_2 import (
    CaptionsClipTransitionKindType2,
)
from ..models.captions_clip_transition_kind_type_3 import (
    CaptionsClipTransitionKindType3,
)
from ..models.captions_clip_transition_kind_type_4 import (
    CaptionsClipTransitionKindType4,
)
from ..models.captions_clip_transition_kind_type_5 import (
    CaptionsClipTransitionKindType5,
)
from ..models.captions_clip_transition_kind_type_6 import (
    CaptionsClipTransitionKindType6,
)
from ..models.captions_clip_transition_kind_type_7 import (
    CaptionsClipTransitionKindType7,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.captions_clip_transition_easing_type_1 import (
        CaptionsClipTransitionEasingType1,
    )
    from ..models.captions_clip_transition_props import CaptionsClipTransitionProps


T = TypeVar("T", bound="CaptionsClipTransition")


@_attrs_define
class CaptionsClipTransition:
    """
    Attributes:
        kind (CaptionsClipTransitionKindType0 | CaptionsClipTransitionKindType1 | CaptionsClipTransitionKindType2 |
            CaptionsClipTransitionKindType3 | CaptionsClipTransitionKindType4 | CaptionsClipTransitionKindType5 |
            CaptionsClipTransitionKindType6 | CaptionsClipTransitionKindType7):
        duration (float): seconds, centred on the cut
        direction (CaptionsClipTransitionDirectionType0 | CaptionsClipTransitionDirectionType1 |
            CaptionsClipTransitionDirectionType2 | CaptionsClipTransitionDirectionType3 | Unset):
        color (str | Unset): CSS colour or brand token reference (brand:colors.primary)
        easing (CaptionsClipTransitionEasingType1 | str | Unset): easing of the segment that starts at this keyframe
        component_id (str | Unset): catalog id of a transition component (kind component)
        version (str | Unset): pinned version of the transition component (default: current; saving pins it)
        props (CaptionsClipTransitionProps | Unset):
    """

    kind: (
        CaptionsClipTransitionKindType0
        | CaptionsClipTransitionKindType1
        | CaptionsClipTransitionKindType2
        | CaptionsClipTransitionKindType3
        | CaptionsClipTransitionKindType4
        | CaptionsClipTransitionKindType5
        | CaptionsClipTransitionKindType6
        | CaptionsClipTransitionKindType7
    )
    duration: float
    direction: (
        CaptionsClipTransitionDirectionType0
        | CaptionsClipTransitionDirectionType1
        | CaptionsClipTransitionDirectionType2
        | CaptionsClipTransitionDirectionType3
        | Unset
    ) = UNSET
    color: str | Unset = UNSET
    easing: CaptionsClipTransitionEasingType1 | str | Unset = UNSET
    component_id: str | Unset = UNSET
    version: str | Unset = UNSET
    props: CaptionsClipTransitionProps | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.captions_clip_transition_easing_type_1 import (
            CaptionsClipTransitionEasingType1,
        )

        kind: str
        if (
            isinstance(self.kind, CaptionsClipTransitionKindType0)
            or isinstance(self.kind, CaptionsClipTransitionKindType1)
            or isinstance(self.kind, CaptionsClipTransitionKindType2)
            or isinstance(self.kind, CaptionsClipTransitionKindType3)
            or isinstance(self.kind, CaptionsClipTransitionKindType4)
            or isinstance(self.kind, CaptionsClipTransitionKindType5)
            or isinstance(self.kind, CaptionsClipTransitionKindType6)
        ):
            kind = self.kind.value
        else:
            kind = self.kind.value

        duration = self.duration

        direction: str | Unset
        if isinstance(self.direction, Unset):
            direction = UNSET
        elif (
            isinstance(self.direction, CaptionsClipTransitionDirectionType0)
            or isinstance(self.direction, CaptionsClipTransitionDirectionType1)
            or isinstance(self.direction, CaptionsClipTransitionDirectionType2)
        ):
            direction = self.direction.value
        else:
            direction = self.direction.value

        color = self.color

        easing: dict[str, Any] | str | Unset
        if isinstance(self.easing, Unset):
            easing = UNSET
        elif isinstance(self.easing, CaptionsClipTransitionEasingType1):
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
        from ..models.captions_clip_transition_easing_type_1 import (
            CaptionsClipTransitionEasingType1,
        )
        from ..models.captions_clip_transition_props import CaptionsClipTransitionProps

        d = dict(src_dict)

        def _parse_kind(
            data: object,
        ) -> (
            CaptionsClipTransitionKindType0
            | CaptionsClipTransitionKindType1
            | CaptionsClipTransitionKindType2
            | CaptionsClipTransitionKindType3
            | CaptionsClipTransitionKindType4
            | CaptionsClipTransitionKindType5
            | CaptionsClipTransitionKindType6
            | CaptionsClipTransitionKindType7
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0 = CaptionsClipTransitionKindType0(data)

                return kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_1 = CaptionsClipTransitionKindType1(data)

                return kind_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_2 = CaptionsClipTransitionKindType2(data)

                return kind_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_3 = CaptionsClipTransitionKindType3(data)

                return kind_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_4 = CaptionsClipTransitionKindType4(data)

                return kind_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_5 = CaptionsClipTransitionKindType5(data)

                return kind_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_6 = CaptionsClipTransitionKindType6(data)

                return kind_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            kind_type_7 = CaptionsClipTransitionKindType7(data)

            return kind_type_7

        kind = _parse_kind(d.pop("kind"))

        duration = d.pop("duration")

        def _parse_direction(
            data: object,
        ) -> (
            CaptionsClipTransitionDirectionType0
            | CaptionsClipTransitionDirectionType1
            | CaptionsClipTransitionDirectionType2
            | CaptionsClipTransitionDirectionType3
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_0 = CaptionsClipTransitionDirectionType0(data)

                return direction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_1 = CaptionsClipTransitionDirectionType1(data)

                return direction_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_2 = CaptionsClipTransitionDirectionType2(data)

                return direction_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            direction_type_3 = CaptionsClipTransitionDirectionType3(data)

            return direction_type_3

        direction = _parse_direction(d.pop("direction", UNSET))

        color = d.pop("color", UNSET)

        def _parse_easing(
            data: object,
        ) -> CaptionsClipTransitionEasingType1 | str | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                easing_type_1 = CaptionsClipTransitionEasingType1.from_dict(data)

                return easing_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CaptionsClipTransitionEasingType1 | str | Unset, data)

        easing = _parse_easing(d.pop("easing", UNSET))

        component_id = d.pop("componentId", UNSET)

        version = d.pop("version", UNSET)

        _props = d.pop("props", UNSET)
        props: CaptionsClipTransitionProps | Unset
        if isinstance(_props, Unset):
            props = UNSET
        else:
            props = CaptionsClipTransitionProps.from_dict(_props)

        captions_clip_transition = cls(
            kind=kind,
            duration=duration,
            direction=direction,
            color=color,
            easing=easing,
            component_id=component_id,
            version=version,
            props=props,
        )

        return captions_clip_transition
