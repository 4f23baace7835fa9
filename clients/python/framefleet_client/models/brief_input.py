from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.brief_input_platform_type_0 import BriefInputPlatformType0
from ..models.brief_input_platform_type_1 import BriefInputPlatformType1
from ..models.brief_input_platform_type_2 import BriefInputPlatformType2
from ..models.brief_input_platform_type_3 import BriefInputPlatformType3
from ..models.brief_input_platform_type_4 import BriefInputPlatformType4
from ..models.brief_input_platform_type_5 import BriefInputPlatformType5
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.brief_input_must_include import BriefInputMustInclude


T = TypeVar("T", bound="BriefInput")


@_attrs_define
class BriefInput:
    """
    Attributes:
        goal (str): what the video is for, e.g. "launch our new app"
        audience (str): who it speaks to
        platform (BriefInputPlatformType0 | BriefInputPlatformType1 | BriefInputPlatformType2 | BriefInputPlatformType3
            | BriefInputPlatformType4 | BriefInputPlatformType5):
        duration_sec (float): length in seconds, within the platform's durationSec range (422 otherwise)
        must_include (BriefInputMustInclude | Unset):
        tone (str | Unset): e.g. "confident, warm"
        mood (list[str] | Unset): mood words, matched against the catalog's mood fields
        brand_kit_id (str | Unset): one of this org's brand kits (422 otherwise)
    """

    goal: str
    audience: str
    platform: (
        BriefInputPlatformType0
        | BriefInputPlatformType1
        | BriefInputPlatformType2
        | BriefInputPlatformType3
        | BriefInputPlatformType4
        | BriefInputPlatformType5
    )
    duration_sec: float
    must_include: BriefInputMustInclude | Unset = UNSET
    tone: str | Unset = UNSET
    mood: list[str] | Unset = UNSET
    brand_kit_id: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        goal = self.goal

        audience = self.audience

        platform: str
        if (
            isinstance(self.platform, BriefInputPlatformType0)
            or isinstance(self.platform, BriefInputPlatformType1)
            or isinstance(self.platform, BriefInputPlatformType2)
            or isinstance(self.platform, BriefInputPlatformType3)
            or isinstance(self.platform, BriefInputPlatformType4)
        ):
            platform = self.platform.value
        else:
            platform = self.platform.value

        duration_sec = self.duration_sec

        must_include: dict[str, Any] | Unset = UNSET
        if not isinstance(self.must_include, Unset):
            must_include = self.must_include.to_dict()

        tone = self.tone

        mood: list[str] | Unset = UNSET
        if not isinstance(self.mood, Unset):
            mood = self.mood

        brand_kit_id = self.brand_kit_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "goal": goal,
                "audience": audience,
                "platform": platform,
                "durationSec": duration_sec,
            }
        )
        if must_include is not UNSET:
            field_dict["mustInclude"] = must_include
        if tone is not UNSET:
            field_dict["tone"] = tone
        if mood is not UNSET:
            field_dict["mood"] = mood
        if brand_kit_id is not UNSET:
            field_dict["brandKitId"] = brand_kit_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.brief_input_must_include import BriefInputMustInclude

        d = dict(src_dict)
        goal = d.pop("goal")

        audience = d.pop("audience")

        def _parse_platform(
            data: object,
        ) -> (
            BriefInputPlatformType0
            | BriefInputPlatformType1
            | BriefInputPlatformType2
            | BriefInputPlatformType3
            | BriefInputPlatformType4
            | BriefInputPlatformType5
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                platform_type_0 = BriefInputPlatformType0(data)

                return platform_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                platform_type_1 = BriefInputPlatformType1(data)

                return platform_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                platform_type_2 = BriefInputPlatformType2(data)

                return platform_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                platform_type_3 = BriefInputPlatformType3(data)

                return platform_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                platform_type_4 = BriefInputPlatformType4(data)

                return platform_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            platform_type_5 = BriefInputPlatformType5(data)

            return platform_type_5

        platform = _parse_platform(d.pop("platform"))

        duration_sec = d.pop("durationSec")

        _must_include = d.pop("mustInclude", UNSET)
        must_include: BriefInputMustInclude | Unset
        if isinstance(_must_include, Unset):
            must_include = UNSET
        else:
            must_include = BriefInputMustInclude.from_dict(_must_include)

        tone = d.pop("tone", UNSET)

        mood = cast(list[str], d.pop("mood", UNSET))

        brand_kit_id = d.pop("brandKitId", UNSET)

        brief_input = cls(
            goal=goal,
            audience=audience,
            platform=platform,
            duration_sec=duration_sec,
            must_include=must_include,
            tone=tone,
            mood=mood,
            brand_kit_id=brand_kit_id,
        )

        return brief_input
