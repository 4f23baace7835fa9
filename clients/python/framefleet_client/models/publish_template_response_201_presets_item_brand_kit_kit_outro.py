from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.publish_template_response_201_presets_item_brand_kit_kit_outro_kind_type_0 import (
    PublishTemplateResponse201PresetsItemBrandKitKitOutroKindType0,
)
from ..models.publish_template_response_201_presets_item_brand_kit_kit_outro_kind_type_1 import (
    PublishTemplateResponse201PresetsItemBrandKitKitOutroKindType1,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="PublishTemplateResponse201PresetsItemBrandKitKitOutro")


@_attrs_define
class PublishTemplateResponse201PresetsItemBrandKitKitOutro:
    """
    Attributes:
        kind (PublishTemplateResponse201PresetsItemBrandKitKitOutroKindType0 |
            PublishTemplateResponse201PresetsItemBrandKitKitOutroKindType1):
        src (str | Unset): media: a path relative to the composition, file:// URL, or media:<id> resolved by the service
        title (str | Unset):
        subtitle (str | Unset):
        duration_ms (float | Unset):
    """

    kind: (
        PublishTemplateResponse201PresetsItemBrandKitKitOutroKindType0
        | PublishTemplateResponse201PresetsItemBrandKitKitOutroKindType1
    )
    src: str | Unset = UNSET
    title: str | Unset = UNSET
    subtitle: str | Unset = UNSET
    duration_ms: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind: str
        if isinstance(
            self.kind, PublishTemplateResponse201PresetsItemBrandKitKitOutroKindType0
        ):
            kind = self.kind.value
        else:
            kind = self.kind.value

        src = self.src

        title = self.title

        subtitle = self.subtitle

        duration_ms = self.duration_ms

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if src is not UNSET:
            field_dict["src"] = src
        if title is not UNSET:
            field_dict["title"] = title
        if subtitle is not UNSET:
            field_dict["subtitle"] = subtitle
        if duration_ms is not UNSET:
            field_dict["durationMs"] = duration_ms

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_kind(
            data: object,
        ) -> (
            PublishTemplateResponse201PresetsItemBrandKitKitOutroKindType0
            | PublishTemplateResponse201PresetsItemBrandKitKitOutroKindType1
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0 = (
                    PublishTemplateResponse201PresetsItemBrandKitKitOutroKindType0(data)
                )

                return kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            kind_type_1 = (
                PublishTemplateResponse201PresetsItemBrandKitKitOutroKindType1(data)
            )

            return kind_type_1

        kind = _parse_kind(d.pop("kind"))

        src = d.pop("src", UNSET)

        title = d.pop("title", UNSET)

        subtitle = d.pop("subtitle", UNSET)

        duration_ms = d.pop("durationMs", UNSET)

        publish_template_response_201_presets_item_brand_kit_kit_outro = cls(
            kind=kind,
            src=src,
            title=title,
            subtitle=subtitle,
            duration_ms=duration_ms,
        )

        return publish_template_response_201_presets_item_brand_kit_kit_outro
