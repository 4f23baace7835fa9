from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.put_brand_kit_body_outro_kind_type_0 import PutBrandKitBodyOutroKindType0
from ..models.put_brand_kit_body_outro_kind_type_1 import PutBrandKitBodyOutroKindType1
from ..types import UNSET, Unset

T = TypeVar("T", bound="PutBrandKitBodyOutro")


@_attrs_define
class PutBrandKitBodyOutro:
    """
    Attributes:
        kind (PutBrandKitBodyOutroKindType0 | PutBrandKitBodyOutroKindType1):
        src (str | Unset): media: a path relative to the composition, file:// URL, or media:<id> resolved by the service
        title (str | Unset):
        subtitle (str | Unset):
        duration_ms (float | Unset):
    """

    kind: PutBrandKitBodyOutroKindType0 | PutBrandKitBodyOutroKindType1
    src: str | Unset = UNSET
    title: str | Unset = UNSET
    subtitle: str | Unset = UNSET
    duration_ms: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind: str
        if isinstance(self.kind, PutBrandKitBodyOutroKindType0):
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
        ) -> PutBrandKitBodyOutroKindType0 | PutBrandKitBodyOutroKindType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0 = PutBrandKitBodyOutroKindType0(data)

                return kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            kind_type_1 = PutBrandKitBodyOutroKindType1(data)

            return kind_type_1

        kind = _parse_kind(d.pop("kind"))

        src = d.pop("src", UNSET)

        title = d.pop("title", UNSET)

        subtitle = d.pop("subtitle", UNSET)

        duration_ms = d.pop("durationMs", UNSET)

        put_brand_kit_body_outro = cls(
            kind=kind,
            src=src,
            title=title,
            subtitle=subtitle,
            duration_ms=duration_ms,
        )

        return put_brand_kit_body_outro
