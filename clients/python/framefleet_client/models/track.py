from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.track_clips_item_type_0 import TrackClipsItemType0
    from ..models.track_clips_item_type_1 import TrackClipsItemType1
    from ..models.track_clips_item_type_2 import TrackClipsItemType2
    from ..models.track_clips_item_type_3 import TrackClipsItemType3
    from ..models.track_clips_item_type_4 import TrackClipsItemType4
    from ..models.track_clips_item_type_5 import TrackClipsItemType5
    from ..models.track_clips_item_type_6 import TrackClipsItemType6


T = TypeVar("T", bound="Track")


@_attrs_define
class Track:
    """
    Attributes:
        clips (list[TrackClipsItemType0 | TrackClipsItemType1 | TrackClipsItemType2 | TrackClipsItemType3 |
            TrackClipsItemType4 | TrackClipsItemType5 | TrackClipsItemType6]):
        id (str | Unset):
        name (str | Unset):
        hidden (bool | Unset):
        muted (bool | Unset):
    """

    clips: list[
        TrackClipsItemType0
        | TrackClipsItemType1
        | TrackClipsItemType2
        | TrackClipsItemType3
        | TrackClipsItemType4
        | TrackClipsItemType5
        | TrackClipsItemType6
    ]
    id: str | Unset = UNSET
    name: str | Unset = UNSET
    hidden: bool | Unset = UNSET
    muted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.track_clips_item_type_0 import TrackClipsItemType0
        from ..models.track_clips_item_type_1 import TrackClipsItemType1
        from ..models.track_clips_item_type_2 import TrackClipsItemType2
        from ..models.track_clips_item_type_3 import TrackClipsItemType3
        from ..models.track_clips_item_type_4 import TrackClipsItemType4
        from ..models.track_clips_item_type_5 import TrackClipsItemType5

        clips = []
        for clips_item_data in self.clips:
            clips_item: dict[str, Any]
            if (
                isinstance(clips_item_data, TrackClipsItemType0)
                or isinstance(clips_item_data, TrackClipsItemType1)
                or isinstance(clips_item_data, TrackClipsItemType2)
                or isinstance(clips_item_data, TrackClipsItemType3)
                or isinstance(clips_item_data, TrackClipsItemType4)
                or isinstance(clips_item_data, TrackClipsItemType5)
            ):
                clips_item = clips_item_data.to_dict()
            else:
                clips_item = clips_item_data.to_dict()

            clips.append(clips_item)

        id = self.id

        name = self.name

        hidden = self.hidden

        muted = self.muted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "clips": clips,
            }
        )
        if id is not UNSET:
            field_dict["id"] = id
        if name is not UNSET:
            field_dict["name"] = name
        if hidden is not UNSET:
            field_dict["hidden"] = hidden
        if muted is not UNSET:
            field_dict["muted"] = muted

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.track_clips_item_type_0 import TrackClipsItemType0
        from ..models.track_clips_item_type_1 import TrackClipsItemType1
        from ..models.track_clips_item_type_2 import TrackClipsItemType2
        from ..models.track_clips_item_type_3 import TrackClipsItemType3
        from ..models.track_clips_item_type_4 import TrackClipsItemType4
        from ..models.track_clips_item_type_5 import TrackClipsItemType5
        from ..models.track_clips_item_type_6 import TrackClipsItemType6

        d = dict(src_dict)
        clips = []
        _clips = d.pop("clips")
        for clips_item_data in _clips:

            def _parse_clips_item(
                data: object,
            ) -> (
                TrackClipsItemType0
                | TrackClipsItemType1
                | TrackClipsItemType2
                | TrackClipsItemType3
                | TrackClipsItemType4
                | TrackClipsItemType5
                | TrackClipsItemType6
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    clips_item_type_0 = TrackClipsItemType0.from_dict(data)

                    return clips_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    clips_item_type_1 = TrackClipsItemType1.from_dict(data)

                    return clips_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    clips_item_type_2 = TrackClipsItemType2.from_dict(data)

                    return clips_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    clips_item_type_3 = TrackClipsItemType3.from_dict(data)

                    return clips_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    clips_item_type_4 = TrackClipsItemType4.from_dict(data)

                    return clips_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    clips_item_type_5 = TrackClipsItemType5.from_dict(data)

                    return clips_item_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                clips_item_type_6 = TrackClipsItemType6.from_dict(data)

                return clips_item_type_6

            clips_item = _parse_clips_item(clips_item_data)

            clips.append(clips_item)

        id = d.pop("id", UNSET)

        name = d.pop("name", UNSET)

        hidden = d.pop("hidden", UNSET)

        muted = d.pop("muted", UNSET)

        track = cls(
            clips=clips,
            id=id,
            name=name,
            hidden=hidden,
            muted=muted,
        )

        return track
