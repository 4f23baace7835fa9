from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.audio_clip import AudioClip
    from ..models.captions_clip import CaptionsClip
    from ..models.component_clip import ComponentClip
    from ..models.image_clip import ImageClip
    from ..models.shape_clip import ShapeClip
    from ..models.text_clip import TextClip
    from ..models.video_clip import VideoClip


T = TypeVar("T", bound="Track")


@_attrs_define
class Track:
    """
    Attributes:
        clips (list[AudioClip | CaptionsClip | ComponentClip | ImageClip | ShapeClip | TextClip | VideoClip]):
        id (str | Unset):
        name (str | Unset):
        hidden (bool | Unset):
        muted (bool | Unset):
    """

    clips: list[
        AudioClip
        | CaptionsClip
        | ComponentClip
        | ImageClip
        | ShapeClip
        | TextClip
        | VideoClip
    ]
    id: str | Unset = UNSET
    name: str | Unset = UNSET
    hidden: bool | Unset = UNSET
    muted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.audio_clip import AudioClip
        from ..models.component_clip import ComponentClip
        from ..models.image_clip import ImageClip
        from ..models.shape_clip import ShapeClip
        from ..models.text_clip import TextClip
        from ..models.video_clip import VideoClip

        clips = []
        for clips_item_data in self.clips:
            clips_item: dict[str, Any]
            if (
                isinstance(clips_item_data, VideoClip)
                or isinstance(clips_item_data, ImageClip)
                or isinstance(clips_item_data, TextClip)
                or isinstance(clips_item_data, ShapeClip)
                or isinstance(clips_item_data, ComponentClip)
                or isinstance(clips_item_data, AudioClip)
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
        from ..models.audio_clip import AudioClip
        from ..models.captions_clip import CaptionsClip
        from ..models.component_clip import ComponentClip
        from ..models.image_clip import ImageClip
        from ..models.shape_clip import ShapeClip
        from ..models.text_clip import TextClip
        from ..models.video_clip import VideoClip

        d = dict(src_dict)
        clips = []
        _clips = d.pop("clips")
        for clips_item_data in _clips:

            def _parse_clips_item(
                data: object,
            ) -> (
                AudioClip
                | CaptionsClip
                | ComponentClip
                | ImageClip
                | ShapeClip
                | TextClip
                | VideoClip
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_clip_type_0 = VideoClip.from_dict(data)

                    return componentsschemas_clip_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_clip_type_1 = ImageClip.from_dict(data)

                    return componentsschemas_clip_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_clip_type_2 = TextClip.from_dict(data)

                    return componentsschemas_clip_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_clip_type_3 = ShapeClip.from_dict(data)

                    return componentsschemas_clip_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_clip_type_4 = ComponentClip.from_dict(data)

                    return componentsschemas_clip_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_clip_type_5 = AudioClip.from_dict(data)

                    return componentsschemas_clip_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_clip_type_6 = CaptionsClip.from_dict(data)

                return componentsschemas_clip_type_6

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
