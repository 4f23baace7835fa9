from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.consult_result_brief_platform_type_0 import (
    ConsultResultBriefPlatformType0,
)
from ..models.consult_result_brief_platform_type_1 import (
    ConsultResultBriefPlatformType1,
)
from ..models.consult_result_brief_platform_type_2 import (
    ConsultResultBriefPlatformType2,
)
from ..models.consult_result_brief_platform_type_3 import (
    ConsultResultBriefPlatformType3,
)
from ..models.consult_result_brief_platform_type_4 import (
    ConsultResultBriefPlatformType4,
)
from ..models.consult_result_brief_platform_type_5 import (
    ConsultResultBriefPlatformType5,
)

if TYPE_CHECKING:
    from ..models.consult_result_brief_must_include import ConsultResultBriefMustInclude


T = TypeVar("T", bound="ConsultResultBrief")


@_attrs_define
class ConsultResultBrief:
    """the brief consulted, with every optional part filled in

    Attributes:
        goal (str):
        audience (str):
        platform (ConsultResultBriefPlatformType0 | ConsultResultBriefPlatformType1 | ConsultResultBriefPlatformType2 |
            ConsultResultBriefPlatformType3 | ConsultResultBriefPlatformType4 | ConsultResultBriefPlatformType5):
        duration_sec (float):
        must_include (ConsultResultBriefMustInclude):
        tone (None | str):
        mood (list[str]):
        brand_kit_id (None | str):
    """

    goal: str
    audience: str
    platform: (
        ConsultResultBriefPlatformType0
        | ConsultResultBriefPlatformType1
        | ConsultResultBriefPlatformType2
        | ConsultResultBriefPlatformType3
        | ConsultResultBriefPlatformType4
        | ConsultResultBriefPlatformType5
    )
    duration_sec: float
    must_include: ConsultResultBriefMustInclude
    tone: None | str
    mood: list[str]
    brand_kit_id: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        goal = self.goal

        audience = self.audience

        platform: str
        if (
            isinstance(self.platform, ConsultResultBriefPlatformType0)
            or isinstance(self.platform, ConsultResultBriefPlatformType1)
            or isinstance(self.platform, ConsultResultBriefPlatformType2)
            or isinstance(self.platform, ConsultResultBriefPlatformType3)
            or isinstance(self.platform, ConsultResultBriefPlatformType4)
        ):
            platform = self.platform.value
        else:
            platform = self.platform.value

        duration_sec = self.duration_sec

        must_include = self.must_include.to_dict()

        tone: None | str
        tone = self.tone

        mood = self.mood

        brand_kit_id: None | str
        brand_kit_id = self.brand_kit_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "goal": goal,
                "audience": audience,
                "platform": platform,
                "durationSec": duration_sec,
                "mustInclude": must_include,
                "tone": tone,
                "mood": mood,
                "brandKitId": brand_kit_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.consult_result_brief_must_include import (
            ConsultResultBriefMustInclude,
        )

        d = dict(src_dict)
        goal = d.pop("goal")

        audience = d.pop("audience")

        def _parse_platform(
            data: object,
        ) -> (
            ConsultResultBriefPlatformType0
            | ConsultResultBriefPlatformType1
            | ConsultResultBriefPlatformType2
            | ConsultResultBriefPlatformType3
            | ConsultResultBriefPlatformType4
            | ConsultResultBriefPlatformType5
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                platform_type_0 = ConsultResultBriefPlatformType0(data)

                return platform_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                platform_type_1 = ConsultResultBriefPlatformType1(data)

                return platform_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                platform_type_2 = ConsultResultBriefPlatformType2(data)

                return platform_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                platform_type_3 = ConsultResultBriefPlatformType3(data)

                return platform_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                platform_type_4 = ConsultResultBriefPlatformType4(data)

                return platform_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            platform_type_5 = ConsultResultBriefPlatformType5(data)

            return platform_type_5

        platform = _parse_platform(d.pop("platform"))

        duration_sec = d.pop("durationSec")

        must_include = ConsultResultBriefMustInclude.from_dict(d.pop("mustInclude"))

        def _parse_tone(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tone = _parse_tone(d.pop("tone"))

        mood = cast(list[str], d.pop("mood"))

        def _parse_brand_kit_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        brand_kit_id = _parse_brand_kit_id(d.pop("brandKitId"))

        consult_result_brief = cls(
            goal=goal,
            audience=audience,
            platform=platform,
            duration_sec=duration_sec,
            must_include=must_include,
            tone=tone,
            mood=mood,
            brand_kit_id=brand_kit_id,
        )

        consult_result_brief.additional_properties = d
        return consult_result_brief

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
