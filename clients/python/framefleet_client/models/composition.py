from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.composition_version import CompositionVersion
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.composition_brand_kit import CompositionBrandKit
    from ..models.composition_metadata import CompositionMetadata
    from ..models.composition_output import CompositionOutput
    from ..models.track import Track


T = TypeVar("T", bound="Composition")


@_attrs_define
class Composition:
    """a video composition

    Attributes:
        output (CompositionOutput):
        tracks (list[Track]):
        version (CompositionVersion | Unset):
        brand_kit (CompositionBrandKit | Unset):
        metadata (CompositionMetadata | Unset):
    """

    output: CompositionOutput
    tracks: list[Track]
    version: CompositionVersion | Unset = UNSET
    brand_kit: CompositionBrandKit | Unset = UNSET
    metadata: CompositionMetadata | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        output = self.output.to_dict()

        tracks = []
        for tracks_item_data in self.tracks:
            tracks_item = tracks_item_data.to_dict()
            tracks.append(tracks_item)

        version: int | Unset = UNSET
        if not isinstance(self.version, Unset):
            version = self.version.value

        brand_kit: dict[str, Any] | Unset = UNSET
        if not isinstance(self.brand_kit, Unset):
            brand_kit = self.brand_kit.to_dict()

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "output": output,
                "tracks": tracks,
            }
        )
        if version is not UNSET:
            field_dict["version"] = version
        if brand_kit is not UNSET:
            field_dict["brandKit"] = brand_kit
        if metadata is not UNSET:
            field_dict["metadata"] = metadata

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.composition_brand_kit import CompositionBrandKit
        from ..models.composition_metadata import CompositionMetadata
        from ..models.composition_output import CompositionOutput
        from ..models.track import Track

        d = dict(src_dict)
        output = CompositionOutput.from_dict(d.pop("output"))

        tracks = []
        _tracks = d.pop("tracks")
        for tracks_item_data in _tracks:
            tracks_item = Track.from_dict(tracks_item_data)

            tracks.append(tracks_item)

        _version = d.pop("version", UNSET)
        version: CompositionVersion | Unset
        if isinstance(_version, Unset):
            version = UNSET
        else:
            version = CompositionVersion(_version)

        _brand_kit = d.pop("brandKit", UNSET)
        brand_kit: CompositionBrandKit | Unset
        if isinstance(_brand_kit, Unset):
            brand_kit = UNSET
        else:
            brand_kit = CompositionBrandKit.from_dict(_brand_kit)

        _metadata = d.pop("metadata", UNSET)
        metadata: CompositionMetadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = CompositionMetadata.from_dict(_metadata)

        composition = cls(
            output=output,
            tracks=tracks,
            version=version,
            brand_kit=brand_kit,
            metadata=metadata,
        )

        return composition
