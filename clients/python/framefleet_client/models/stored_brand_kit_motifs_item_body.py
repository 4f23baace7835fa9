from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.stored_brand_kit_motifs_item_body_tokens import (
        StoredBrandKitMotifsItemBodyTokens,
    )


T = TypeVar("T", bound="StoredBrandKitMotifsItemBody")


@_attrs_define
class StoredBrandKitMotifsItemBody:
    """
    Attributes:
        kind (str): e.g. card, lower-third, badge
        html (str | Unset):
        tokens (StoredBrandKitMotifsItemBodyTokens | Unset):
    """

    kind: str
    html: str | Unset = UNSET
    tokens: StoredBrandKitMotifsItemBodyTokens | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        html = self.html

        tokens: dict[str, Any] | Unset = UNSET
        if not isinstance(self.tokens, Unset):
            tokens = self.tokens.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if html is not UNSET:
            field_dict["html"] = html
        if tokens is not UNSET:
            field_dict["tokens"] = tokens

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.stored_brand_kit_motifs_item_body_tokens import (
            StoredBrandKitMotifsItemBodyTokens,
        )

        d = dict(src_dict)
        kind = d.pop("kind")

        html = d.pop("html", UNSET)

        _tokens = d.pop("tokens", UNSET)
        tokens: StoredBrandKitMotifsItemBodyTokens | Unset
        if isinstance(_tokens, Unset):
            tokens = UNSET
        else:
            tokens = StoredBrandKitMotifsItemBodyTokens.from_dict(_tokens)

        stored_brand_kit_motifs_item_body = cls(
            kind=kind,
            html=html,
            tokens=tokens,
        )

        return stored_brand_kit_motifs_item_body
