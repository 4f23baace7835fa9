from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.composition_tracks_item_clips_item_type_2_transition_direction_type_0 import (
    CompositionTracksItemClipsItemType2TransitionDirectionType0,
)
from ..models.composition_tracks_item_clips_item_type_2_transition_direction_type_1 import (
    CompositionTracksItemClipsItemType2TransitionDirectionType1,
)
from ..models.composition_tracks_item_clips_item_type_2_transition_direction_type_2 import (
    CompositionTracksItemClipsItemType2TransitionDirectionType2,
)
from ..models.composition_tracks_item_clips_item_type_2_transition_direction_type_3 import (
    CompositionTracksItemClipsItemType2TransitionDirectionType3,
)
from ..models.composition_tracks_item_clips_item_type_2_transition_kind_type_0 import (
    CompositionTracksItemClipsItemType2TransitionKindType0,
)
from ..models.composition_tracks_item_clips_item_type_2_transition_kind_type_1 import (
    CompositionTracksItemClipsItemType2TransitionKindType1,
)
from ..models.composition_tracks_item_clips_item_type_2_transition_kind_type_2 import (
    CompositionTracksItemClipsItemType2TransitionKindType2,
)
from ..models.composition_tracks_item_clips_item_type_2_transition_kind_type_3 import (
    CompositionTracksItemClipsItemType2TransitionKindType3,
)
from ..models.composition_tracks_item_clips_item_type_2_transition_kind_type_4 import (
    CompositionTracksItemClipsItemType2TransitionKindType4,
)
from ..models.composition_tracks_item_clips_item_type_2_transition_kind_type_5 import (
    CompositionTracksItemClipsItemType2TransitionKindType5,
)
from ..models.composition_tracks_item_clips_item_type_2_transition_kind_type_6 import (
    CompositionTracksItemClipsItemType2TransitionKindType6,
)
from ..models.composition_tracks_item_clips_item_type_2_transition_kind_type_7 import (
    CompositionTracksItemClipsItemType2TransitionKindType7,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.composition_tracks_item_clips_item_type_2_transition_easing_type_1 import (
        CompositionTracksItemClipsItemType2TransitionEasingType1,
    )
    from ..models.composition_tracks_item_clips_item_type_2_transition_props import (
        CompositionTracksItemClipsItemType2TransitionProps,
    )


T = TypeVar("T", bound="CompositionTracksItemClipsItemType2Transition")


@_attrs_define
class CompositionTracksItemClipsItemType2Transition:
    """
    Attributes:
        kind (CompositionTracksItemClipsItemType2TransitionKindType0 |
            CompositionTracksItemClipsItemType2TransitionKindType1 | CompositionTracksItemClipsItemType2TransitionKindType2
            | CompositionTracksItemClipsItemType2TransitionKindType3 |
            CompositionTracksItemClipsItemType2TransitionKindType4 | CompositionTracksItemClipsItemType2TransitionKindType5
            | CompositionTracksItemClipsItemType2TransitionKindType6 |
            CompositionTracksItemClipsItemType2TransitionKindType7):
        duration (float): seconds, centred on the cut
        direction (CompositionTracksItemClipsItemType2TransitionDirectionType0 |
            CompositionTracksItemClipsItemType2TransitionDirectionType1 |
            CompositionTracksItemClipsItemType2TransitionDirectionType2 |
            CompositionTracksItemClipsItemType2TransitionDirectionType3 | Unset):
        color (str | Unset): CSS colour or brand token reference (brand:colors.primary)
        easing (CompositionTracksItemClipsItemType2TransitionEasingType1 | str | Unset): easing of the segment that
            starts at this keyframe
        component_id (str | Unset): catalog id of a transition component (kind component)
        version (str | Unset): pinned version of the transition component (default: current; saving pins it)
        props (CompositionTracksItemClipsItemType2TransitionProps | Unset):
    """

    kind: (
        CompositionTracksItemClipsItemType2TransitionKindType0
        | CompositionTracksItemClipsItemType2TransitionKindType1
        | CompositionTracksItemClipsItemType2TransitionKindType2
        | CompositionTracksItemClipsItemType2TransitionKindType3
        | CompositionTracksItemClipsItemType2TransitionKindType4
        | CompositionTracksItemClipsItemType2TransitionKindType5
        | CompositionTracksItemClipsItemType2TransitionKindType6
        | CompositionTracksItemClipsItemType2TransitionKindType7
    )
    duration: float
    direction: (
        CompositionTracksItemClipsItemType2TransitionDirectionType0
        | CompositionTracksItemClipsItemType2TransitionDirectionType1
        | CompositionTracksItemClipsItemType2TransitionDirectionType2
        | CompositionTracksItemClipsItemType2TransitionDirectionType3
        | Unset
    ) = UNSET
    color: str | Unset = UNSET
    easing: CompositionTracksItemClipsItemType2TransitionEasingType1 | str | Unset = (
        UNSET
    )
    component_id: str | Unset = UNSET
    version: str | Unset = UNSET
    props: CompositionTracksItemClipsItemType2TransitionProps | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.composition_tracks_item_clips_item_type_2_transition_easing_type_1 import (
            CompositionTracksItemClipsItemType2TransitionEasingType1,
        )

        kind: str
        if (
            isinstance(
                self.kind, CompositionTracksItemClipsItemType2TransitionKindType0
            )
            or isinstance(
                self.kind, CompositionTracksItemClipsItemType2TransitionKindType1
            )
            or isinstance(
                self.kind, CompositionTracksItemClipsItemType2TransitionKindType2
            )
            or isinstance(
                self.kind, CompositionTracksItemClipsItemType2TransitionKindType3
            )
            or isinstance(
                self.kind, CompositionTracksItemClipsItemType2TransitionKindType4
            )
            or isinstance(
                self.kind, CompositionTracksItemClipsItemType2TransitionKindType5
            )
            or isinstance(
                self.kind, CompositionTracksItemClipsItemType2TransitionKindType6
            )
        ):
            kind = self.kind.value
        else:
            kind = self.kind.value

        duration = self.duration

        direction: str | Unset
        if isinstance(self.direction, Unset):
            direction = UNSET
        elif (
            isinstance(
                self.direction,
                CompositionTracksItemClipsItemType2TransitionDirectionType0,
            )
            or isinstance(
                self.direction,
                CompositionTracksItemClipsItemType2TransitionDirectionType1,
            )
            or isinstance(
                self.direction,
                CompositionTracksItemClipsItemType2TransitionDirectionType2,
            )
        ):
            direction = self.direction.value
        else:
            direction = self.direction.value

        color = self.color

        easing: dict[str, Any] | str | Unset
        if isinstance(self.easing, Unset):
            easing = UNSET
        elif isinstance(
            self.easing, CompositionTracksItemClipsItemType2TransitionEasingType1
        ):
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
        from ..models.composition_tracks_item_clips_item_type_2_transition_easing_type_1 import (
            CompositionTracksItemClipsItemType2TransitionEasingType1,
        )
        from ..models.composition_tracks_item_clips_item_type_2_transition_props import (
            CompositionTracksItemClipsItemType2TransitionProps,
        )

        d = dict(src_dict)

        def _parse_kind(
            data: object,
        ) -> (
            CompositionTracksItemClipsItemType2TransitionKindType0
            | CompositionTracksItemClipsItemType2TransitionKindType1
            | CompositionTracksItemClipsItemType2TransitionKindType2
            | CompositionTracksItemClipsItemType2TransitionKindType3
            | CompositionTracksItemClipsItemType2TransitionKindType4
            | CompositionTracksItemClipsItemType2TransitionKindType5
            | CompositionTracksItemClipsItemType2TransitionKindType6
            | CompositionTracksItemClipsItemType2TransitionKindType7
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0 = CompositionTracksItemClipsItemType2TransitionKindType0(
                    data
                )

                return kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_1 = CompositionTracksItemClipsItemType2TransitionKindType1(
                    data
                )

                return kind_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_2 = CompositionTracksItemClipsItemType2TransitionKindType2(
                    data
                )

                return kind_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_3 = CompositionTracksItemClipsItemType2TransitionKindType3(
                    data
                )

                return kind_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_4 = CompositionTracksItemClipsItemType2TransitionKindType4(
                    data
                )

                return kind_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_5 = CompositionTracksItemClipsItemType2TransitionKindType5(
                    data
                )

                return kind_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_6 = CompositionTracksItemClipsItemType2TransitionKindType6(
                    data
                )

                return kind_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            kind_type_7 = CompositionTracksItemClipsItemType2TransitionKindType7(data)

            return kind_type_7

        kind = _parse_kind(d.pop("kind"))

        duration = d.pop("duration")

        def _parse_direction(
            data: object,
        ) -> (
            CompositionTracksItemClipsItemType2TransitionDirectionType0
            | CompositionTracksItemClipsItemType2TransitionDirectionType1
            | CompositionTracksItemClipsItemType2TransitionDirectionType2
            | CompositionTracksItemClipsItemType2TransitionDirectionType3
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_0 = (
                    CompositionTracksItemClipsItemType2TransitionDirectionType0(data)
                )

                return direction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_1 = (
                    CompositionTracksItemClipsItemType2TransitionDirectionType1(data)
                )

                return direction_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_2 = (
                    CompositionTracksItemClipsItemType2TransitionDirectionType2(data)
                )

                return direction_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            direction_type_3 = (
                CompositionTracksItemClipsItemType2TransitionDirectionType3(data)
            )

            return direction_type_3

        direction = _parse_direction(d.pop("direction", UNSET))

        color = d.pop("color", UNSET)

        def _parse_easing(
            data: object,
        ) -> CompositionTracksItemClipsItemType2TransitionEasingType1 | str | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                easing_type_1 = (
                    CompositionTracksItemClipsItemType2TransitionEasingType1.from_dict(
                        data
                    )
                )

                return easing_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                CompositionTracksItemClipsItemType2TransitionEasingType1 | str | Unset,
                data,
            )

        easing = _parse_easing(d.pop("easing", UNSET))

        component_id = d.pop("componentId", UNSET)

        version = d.pop("version", UNSET)

        _props = d.pop("props", UNSET)
        props: CompositionTracksItemClipsItemType2TransitionProps | Unset
        if isinstance(_props, Unset):
            props = UNSET
        else:
            props = CompositionTracksItemClipsItemType2TransitionProps.from_dict(_props)

        composition_tracks_item_clips_item_type_2_transition = cls(
            kind=kind,
            duration=duration,
            direction=direction,
            color=color,
            easing=easing,
            component_id=component_id,
            version=version,
            props=props,
        )

        return composition_tracks_item_clips_item_type_2_transition
