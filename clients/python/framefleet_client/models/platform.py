from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.platform_id_type_0 import PlatformIdType0
from ..models.platform_id_type_1 import PlatformIdType1
from ..models.platform_id_type_2 import PlatformIdType2
from ..models.platform_id_type_3 import PlatformIdType3
from ..models.platform_id_type_4 import PlatformIdType4
from ..models.platform_id_type_5 import PlatformIdType5

if TYPE_CHECKING:
    from ..models.platform_action_safe import PlatformActionSafe
    from ..models.platform_duration_sec import PlatformDurationSec
    from ..models.platform_loudness import PlatformLoudness
    from ..models.platform_output import PlatformOutput
    from ..models.platform_title_safe import PlatformTitleSafe


T = TypeVar("T", bound="Platform")


@_attrs_define
class Platform:
    """
    Attributes:
        id (PlatformIdType0 | PlatformIdType1 | PlatformIdType2 | PlatformIdType3 | PlatformIdType4 | PlatformIdType5):
        name (str):
        output (PlatformOutput):
        aspect_ratio (str):
        title_safe (PlatformTitleSafe): fractions of the frame's height (top, bottom) or width (left, right) from each
            edge
        action_safe (PlatformActionSafe): fractions of the frame's height (top, bottom) or width (left, right) from each
            edge
        duration_sec (PlatformDurationSec):
        loudness (PlatformLoudness):
        notes (str):
    """

    id: (
        PlatformIdType0
        | PlatformIdType1
        | PlatformIdType2
        | PlatformIdType3
        | PlatformIdType4
        | PlatformIdType5
    )
    name: str
    output: PlatformOutput
    aspect_ratio: str
    title_safe: PlatformTitleSafe
    action_safe: PlatformActionSafe
    duration_sec: PlatformDurationSec
    loudness: PlatformLoudness
    notes: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id: str
        if (
            isinstance(self.id, PlatformIdType0)
            or isinstance(self.id, PlatformIdType1)
            or isinstance(self.id, PlatformIdType2)
            or isinstance(self.id, PlatformIdType3)
            or isinstance(self.id, PlatformIdType4)
        ):
            id = self.id.value
        else:
            id = self.id.value

        name = self.name

        output = self.output.to_dict()

        aspect_ratio = self.aspect_ratio

        title_safe = self.title_safe.to_dict()

        action_safe = self.action_safe.to_dict()

        duration_sec = self.duration_sec.to_dict()

        loudness = self.loudness.to_dict()

        notes = self.notes

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "output": output,
                "aspectRatio": aspect_ratio,
                "titleSafe": title_safe,
                "actionSafe": action_safe,
                "durationSec": duration_sec,
                "loudness": loudness,
                "notes": notes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.platform_action_safe import PlatformActionSafe
        from ..models.platform_duration_sec import PlatformDurationSec
        from ..models.platform_loudness import PlatformLoudness
        from ..models.platform_output import PlatformOutput
        from ..models.platform_title_safe import PlatformTitleSafe

        d = dict(src_dict)

        def _parse_id(
            data: object,
        ) -> (
            PlatformIdType0
            | PlatformIdType1
            | PlatformIdType2
            | PlatformIdType3
            | PlatformIdType4
            | PlatformIdType5
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                id_type_0 = PlatformIdType0(data)

                return id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                id_type_1 = PlatformIdType1(data)

                return id_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                id_type_2 = PlatformIdType2(data)

                return id_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                id_type_3 = PlatformIdType3(data)

                return id_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                id_type_4 = PlatformIdType4(data)

                return id_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            id_type_5 = PlatformIdType5(data)

            return id_type_5

        id = _parse_id(d.pop("id"))

        name = d.pop("name")

        output = PlatformOutput.from_dict(d.pop("output"))

        aspect_ratio = d.pop("aspectRatio")

        title_safe = PlatformTitleSafe.from_dict(d.pop("titleSafe"))

        action_safe = PlatformActionSafe.from_dict(d.pop("actionSafe"))

        duration_sec = PlatformDurationSec.from_dict(d.pop("durationSec"))

        loudness = PlatformLoudness.from_dict(d.pop("loudness"))

        notes = d.pop("notes")

        platform = cls(
            id=id,
            name=name,
            output=output,
            aspect_ratio=aspect_ratio,
            title_safe=title_safe,
            action_safe=action_safe,
            duration_sec=duration_sec,
            loudness=loudness,
            notes=notes,
        )

        platform.additional_properties = d
        return platform

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
