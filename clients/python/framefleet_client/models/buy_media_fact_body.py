from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.buy_media_fact_body_kind_type_0 import BuyMediaFactBodyKindType0
from ..models.buy_media_fact_body_kind_type_1 import BuyMediaFactBodyKindType1
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.buy_media_fact_body_intent import BuyMediaFactBodyIntent


T = TypeVar("T", bound="BuyMediaFactBody")


@_attrs_define
class BuyMediaFactBody:
    """
    Attributes:
        kind (BuyMediaFactBodyKindType0 | BuyMediaFactBodyKindType1):
        intent (BuyMediaFactBodyIntent | Unset): the clip's source window [startSec, endSec)
    """

    kind: BuyMediaFactBodyKindType0 | BuyMediaFactBodyKindType1
    intent: BuyMediaFactBodyIntent | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind: str
        if isinstance(self.kind, BuyMediaFactBodyKindType0):
            kind = self.kind.value
        else:
            kind = self.kind.value

        intent: dict[str, Any] | Unset = UNSET
        if not isinstance(self.intent, Unset):
            intent = self.intent.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if intent is not UNSET:
            field_dict["intent"] = intent

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.buy_media_fact_body_intent import BuyMediaFactBodyIntent

        d = dict(src_dict)

        def _parse_kind(
            data: object,
        ) -> BuyMediaFactBodyKindType0 | BuyMediaFactBodyKindType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0 = BuyMediaFactBodyKindType0(data)

                return kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            kind_type_1 = BuyMediaFactBodyKindType1(data)

            return kind_type_1

        kind = _parse_kind(d.pop("kind"))

        _intent = d.pop("intent", UNSET)
        intent: BuyMediaFactBodyIntent | Unset
        if isinstance(_intent, Unset):
            intent = UNSET
        else:
            intent = BuyMediaFactBodyIntent.from_dict(_intent)

        buy_media_fact_body = cls(
            kind=kind,
            intent=intent,
        )

        return buy_media_fact_body
