from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.brief_platform_type_0 import BriefPlatformType0
from ..models.brief_platform_type_1 import BriefPlatformType1
from ..models.brief_platform_type_2 import BriefPlatformType2
from ..models.brief_platform_type_3 import BriefPlatformType3
from ..models.brief_platform_type_4 import BriefPlatformType4
from ..models.brief_platform_type_5 import BriefPlatformType5

if TYPE_CHECKING:
    from ..models.brief_must_include import BriefMustInclude


T = TypeVar("T", bound="Brief")


@_attrs_define
class Brief:
    """
    Attributes:
        project_id (str):
        etag (str): the ETag header: send it as If-Match to replace the brief
        goal (str):
        audience (str):
        platform (BriefPlatformType0 | BriefPlatformType1 | BriefPlatformType2 | BriefPlatformType3 | BriefPlatformType4
            | BriefPlatformType5):
        duration_sec (float):
        must_include (BriefMustInclude):
        tone (None | str):
        mood (list[str]):
        brand_kit_id (None | str):
        created_at (str):
        updated_at (str):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    project_id: str
    etag: str
    goal: str
    audience: str
    platform: (
        BriefPlatformType0
        | BriefPlatformType1
        | BriefPlatformType2
        | BriefPlatformType3
        | BriefPlatformType4
        | BriefPlatformType5
    )
    duration_sec: float
    must_include: BriefMustInclude
    tone: None | str
    mood: list[str]
    brand_kit_id: None | str
    created_at: str
    updated_at: str
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        project_id = self.project_id

        etag = self.etag

        goal = self.goal

        audience = self.audience

        platform: str
        if (
            isinstance(self.platform, BriefPlatformType0)
            or isinstance(self.platform, BriefPlatformType1)
            or isinstance(self.platform, BriefPlatformType2)
            or isinstance(self.platform, BriefPlatformType3)
            or isinstance(self.platform, BriefPlatformType4)
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

        created_at = self.created_at

        updated_at = self.updated_at

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "projectId": project_id,
                "etag": etag,
                "goal": goal,
                "audience": audience,
                "platform": platform,
                "durationSec": duration_sec,
                "mustInclude": must_include,
                "tone": tone,
                "mood": mood,
                "brandKitId": brand_kit_id,
                "createdAt": created_at,
                "updatedAt": updated_at,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.brief_must_include import BriefMustInclude

        d = dict(src_dict)
        project_id = d.pop("projectId")

        etag = d.pop("etag")

        goal = d.pop("goal")

        audience = d.pop("audience")

        def _parse_platform(
            data: object,
        ) -> (
            BriefPlatformType0
            | BriefPlatformType1
            | BriefPlatformType2
            | BriefPlatformType3
            | BriefPlatformType4
            | BriefPlatformType5
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                platform_type_0 = BriefPlatformType0(data)

                return platform_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                platform_type_1 = BriefPlatformType1(data)

                return platform_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                platform_type_2 = BriefPlatformType2(data)

                return platform_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                platform_type_3 = BriefPlatformType3(data)

                return platform_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                platform_type_4 = BriefPlatformType4(data)

                return platform_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            platform_type_5 = BriefPlatformType5(data)

            return platform_type_5

        platform = _parse_platform(d.pop("platform"))

        duration_sec = d.pop("durationSec")

        must_include = BriefMustInclude.from_dict(d.pop("mustInclude"))

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

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        brief = cls(
            project_id=project_id,
            etag=etag,
            goal=goal,
            audience=audience,
            platform=platform,
            duration_sec=duration_sec,
            must_include=must_include,
            tone=tone,
            mood=mood,
            brand_kit_id=brand_kit_id,
            created_at=created_at,
            updated_at=updated_at,
            contract=contract,
            contract_version=contract_version,
        )

        brief.additional_properties = d
        return brief

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
