from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.brand_kit_outro_kind_type_0 import BrandKitOutroKindType0
from ..models.brand_kit_outro_kind_type_1 import BrandKitOutroKindType1
from ..types import UNSET, Unset

T = TypeVar("T", bound="BrandKitOutro")


@_attrs_define
class BrandKitOutro:
    """
    Attributes:
        kind (BrandKitOutroKindType0 | BrandKitOutroKindType1):
        src (str | Unset): media: a path relative to the composition, file:// URL, or media:<id> resolved by the service
        title (str | Unset):
        subtitle (str | Unset):
        duration_ms (float | Unset):
    """

    kind: BrandKitOutroKindType0 | BrandKitOutroKindType1
    src: str | Unset = UNSET
    title: str | Unset = UNSET
    subtitle: str | Unset = UNSET
    duration_ms: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind: str
        if isinstance(self.kind, BrandKitOutroKindType0):
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
        ) -> BrandKitOutroKindType0 | BrandKitOutroKindType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0 = BrandKitOutroKindType0(data)

                return kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            kind_type_1 = BrandKitOutroKindType1(data)

            return kind_type_1

        kind = _parse_kind(d.pop("kind"))

        src = d.pop("src", UNSET)

        title = d.pop("title", UNSET)

        subtitle = d.pop("subtitle", UNSET)

        duration_ms = d.pop("durationMs", UNSET)

        brand_kit_outro = cls(
            kind=kind,
            src=src,
            title=title,
            subtitle=subtitle,
            duration_ms=duration_ms,
        )

        return brand_kit_outro
