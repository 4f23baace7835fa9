from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.fact_offer_detector_type_0_type_0 import FactOfferDetectorType0Type0
from ..models.fact_offer_detector_type_0_type_1 import FactOfferDetectorType0Type1
from ..models.fact_offer_kind_type_0 import FactOfferKindType0
from ..models.fact_offer_kind_type_1 import FactOfferKindType1
from ..models.fact_offer_kind_type_2 import FactOfferKindType2
from ..models.fact_offer_kind_type_3 import FactOfferKindType3

if TYPE_CHECKING:
    from ..models.fact_offer_buy import FactOfferBuy
    from ..models.fact_offer_window_type_0 import FactOfferWindowType0


T = TypeVar("T", bound="FactOffer")


@_attrs_define
class FactOffer:
    """
    Attributes:
        kind (FactOfferKindType0 | FactOfferKindType1 | FactOfferKindType2 | FactOfferKindType3):
        detector (FactOfferDetectorType0Type0 | FactOfferDetectorType0Type1 | None):
        window (FactOfferWindowType0 | None):
        quoted_usd (float): server quote; held when bought, charged only on delivery
        quoted_credits (int):
        buy (FactOfferBuy): the request that buys it
    """

    kind: (
        FactOfferKindType0
        | FactOfferKindType1
        | FactOfferKindType2
        | FactOfferKindType3
    )
    detector: FactOfferDetectorType0Type0 | FactOfferDetectorType0Type1 | None
    window: FactOfferWindowType0 | None
    quoted_usd: float
    quoted_credits: int
    buy: FactOfferBuy
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.fact_offer_window_type_0 import FactOfferWindowType0

        kind: str
        if (
            isinstance(self.kind, FactOfferKindType0)
            or isinstance(self.kind, FactOfferKindType1)
            or isinstance(self.kind, FactOfferKindType2)
        ):
            kind = self.kind.value
        else:
            kind = self.kind.value

        detector: None | str
        if isinstance(self.detector, FactOfferDetectorType0Type0) or isinstance(
            self.detector, FactOfferDetectorType0Type1
        ):
            detector = self.detector.value
        else:
            detector = self.detector

        window: dict[str, Any] | None
        if isinstance(self.window, FactOfferWindowType0):
            window = self.window.to_dict()
        else:
            window = self.window

        quoted_usd = self.quoted_usd

        quoted_credits = self.quoted_credits

        buy = self.buy.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "detector": detector,
                "window": window,
                "quotedUsd": quoted_usd,
                "quotedCredits": quoted_credits,
                "buy": buy,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.fact_offer_buy import FactOfferBuy
        from ..models.fact_offer_window_type_0 import FactOfferWindowType0

        d = dict(src_dict)

        def _parse_kind(
            data: object,
        ) -> (
            FactOfferKindType0
            | FactOfferKindType1
            | FactOfferKindType2
            | FactOfferKindType3
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0 = FactOfferKindType0(data)

                return kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_1 = FactOfferKindType1(data)

                return kind_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_2 = FactOfferKindType2(data)

                return kind_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            kind_type_3 = FactOfferKindType3(data)

            return kind_type_3

        kind = _parse_kind(d.pop("kind"))

        def _parse_detector(
            data: object,
        ) -> FactOfferDetectorType0Type0 | FactOfferDetectorType0Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                detector_type_0_type_0 = FactOfferDetectorType0Type0(data)

                return detector_type_0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                detector_type_0_type_1 = FactOfferDetectorType0Type1(data)

                return detector_type_0_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                FactOfferDetectorType0Type0 | FactOfferDetectorType0Type1 | None, data
            )

        detector = _parse_detector(d.pop("detector"))

        def _parse_window(data: object) -> FactOfferWindowType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                window_type_0 = FactOfferWindowType0.from_dict(data)

                return window_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FactOfferWindowType0 | None, data)

        window = _parse_window(d.pop("window"))

        quoted_usd = d.pop("quotedUsd")

        quoted_credits = d.pop("quotedCredits")

        buy = FactOfferBuy.from_dict(d.pop("buy"))

        fact_offer = cls(
            kind=kind,
            detector=detector,
            window=window,
            quoted_usd=quoted_usd,
            quoted_credits=quoted_credits,
            buy=buy,
        )

        fact_offer.additional_properties = d
        return fact_offer

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
