from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.composition_tracks_item_clips_item_type_0 import (
        CompositionTracksItemClipsItemType0,
    )
    from ..models.composition_tracks_item_clips_item_type_1 import (
        CompositionTracksItemClipsItemType1,
    )
    from ..models.composition_tracks_item_clips_item_type_2 import (
        CompositionTracksItemClipsItemType2,
    )
    from ..models.composition_tracks_item_clips_item_type_3 import (
        CompositionTracksItemClipsItemType3,
    )
    from ..models.composition_tracks_item_clips_item_type_4 import (
        CompositionTracksItemClipsItemType4,
    )
    from ..models.composition_tracks_item_clips_item_type_5 import (
        CompositionTracksItemClipsItemType5,
    )
    from ..models.composition_tracks_item_clips_item_type_6 import (
        CompositionTracksItemClipsItemType6,
    )


T = TypeVar("T", bound="CompositionTracksItem")


@_attrs_define
class CompositionTracksItem:
    """
    Attributes:
        clips (list[CompositionTracksItemClipsItemType0 | CompositionTracksItemClipsItemType1 |
            CompositionTracksItemClipsItemType2 | CompositionTracksItemClipsItemType3 | CompositionTracksItemClipsItemType4
            | CompositionTracksItemClipsItemType5 | CompositionTracksItemClipsItemType6]):
        id (str | Unset):
        name (str | Unset):
        hidden (bool | Unset):
        muted (bool | Unset):
    """

    clips: list[
        CompositionTracksItemClipsItemType0
        | CompositionTracksItemClipsItemType1
        | CompositionTracksItemClipsItemType2
        | CompositionTracksItemClipsItemType3
        | CompositionTracksItemClipsItemType4
        | CompositionTracksItemClipsItemType5
        | CompositionTracksItemClipsItemType6
    ]
    id: str | Unset = UNSET
    name: str | Unset = UNSET
    hidden: bool | Unset = UNSET
    muted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.composition_tracks_item_clips_item_type_0 import (
            CompositionTracksItemClipsItemType0,
        )
        from ..models.composition_tracks_item_clips_item_type_1 import (
            CompositionTracksItemClipsItemType1,
        )
        from ..models.composition_tracks_item_clips_item_type_2 import (
            CompositionTracksItemClipsItemType2,
        )
        from ..models.composition_tracks_item_clips_item_type_3 import (
            CompositionTracksItemClipsItemType3,
        )
        from ..models.composition_tracks_item_clips_item_type_4 import (
            CompositionTracksItemClipsItemType4,
        )
        from ..models.composition_tracks_item_clips_item_type_5 import (
            CompositionTracksItemClipsItemType5,
        )

        clips = []
        for clips_item_data in self.clips:
            clips_item: dict[str, Any]
            if (
                isinstance(clips_item_data, CompositionTracksItemClipsItemType0)
                or isinstance(clips_item_data, CompositionTracksItemClipsItemType1)
                or isinstance(clips_item_data, CompositionTracksItemClipsItemType2)
                or isinstance(clips_item_data, CompositionTracksItemClipsItemType3)
                or isinstance(clips_item_data, CompositionTracksItemClipsItemType4)
                or isinstance(clips_item_data, CompositionTracksItemClipsItemType5)
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
        from ..models.composition_tracks_item_clips_item_type_0 import (
            CompositionTracksItemClipsItemType0,
        )
        from ..models.composition_tracks_item_clips_item_type_1 import (
            CompositionTracksItemClipsItemType1,
        )
        from ..models.composition_tracks_item_clips_item_type_2 import (
            CompositionTracksItemClipsItemType2,
        )
        from ..models.composition_tracks_item_clips_item_type_3 import (
            CompositionTracksItemClipsItemType3,
        )
        from ..models.composition_tracks_item_clips_item_type_4 import (
            CompositionTracksItemClipsItemType4,
        )
        from ..models.composition_tracks_item_clips_item_type_5 import (
            CompositionTracksItemClipsItemType5,
        )
        from ..models.composition_tracks_item_clips_item_type_6 import (
            CompositionTracksItemClipsItemType6,
        )

        d = dict(src_dict)
        clips = []
        _clips = d.pop("clips")
        for clips_item_data in _clips:

            def _parse_clips_item(
                data: object,
            ) -> (
                CompositionTracksItemClipsItemType0
                | CompositionTracksItemClipsItemType1
                | CompositionTracksItemClipsItemType2
                | CompositionTracksItemClipsItemType3
                | CompositionTracksItemClipsItemType4
                | CompositionTracksItemClipsItemType5
                | CompositionTracksItemClipsItemType6
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    clips_item_type_0 = CompositionTracksItemClipsItemType0.from_dict(
                        data
                    )

                    return clips_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    clips_item_type_1 = CompositionTracksItemClipsItemType1.from_dict(
                        data
                    )

                    return clips_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    clips_item_type_2 = CompositionTracksItemClipsItemType2.from_dict(
                        data
                    )

                    return clips_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    clips_item_type_3 = CompositionTracksItemClipsItemType3.from_dict(
                        data
                    )

                    return clips_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    clips_item_type_4 = CompositionTracksItemClipsItemType4.from_dict(
                        data
                    )

                    return clips_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    clips_item_type_5 = CompositionTracksItemClipsItemType5.from_dict(
                        data
                    )

                    return clips_item_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                clips_item_type_6 = CompositionTracksItemClipsItemType6.from_dict(data)

                return clips_item_type_6

            clips_item = _parse_clips_item(clips_item_data)

            clips.append(clips_item)

        id = d.pop("id", UNSET)

        name = d.pop("name", UNSET)

        hidden = d.pop("hidden", UNSET)

        muted = d.pop("muted", UNSET)

        composition_tracks_item = cls(
            clips=clips,
            id=id,
            name=name,
            hidden=hidden,
            muted=muted,
        )

        return composition_tracks_item
