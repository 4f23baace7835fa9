from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BriefInputMustInclude")


@_attrs_define
class BriefInputMustInclude:
    """
    Attributes:
        texts (list[str] | Unset): lines that must appear on screen
        logo_media_id (str | Unset): an image of this org's media library (422 otherwise)
        call_to_action (str | Unset):
    """

    texts: list[str] | Unset = UNSET
    logo_media_id: str | Unset = UNSET
    call_to_action: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        texts: list[str] | Unset = UNSET
        if not isinstance(self.texts, Unset):
            texts = self.texts

        logo_media_id = self.logo_media_id

        call_to_action = self.call_to_action

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if texts is not UNSET:
            field_dict["texts"] = texts
        if logo_media_id is not UNSET:
            field_dict["logoMediaId"] = logo_media_id
        if call_to_action is not UNSET:
            field_dict["callToAction"] = call_to_action

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        texts = cast(list[str], d.pop("texts", UNSET))

        logo_media_id = d.pop("logoMediaId", UNSET)

        call_to_action = d.pop("callToAction", UNSET)

        brief_input_must_include = cls(
            texts=texts,
            logo_media_id=logo_media_id,
            call_to_action=call_to_action,
        )

        return brief_input_must_include
