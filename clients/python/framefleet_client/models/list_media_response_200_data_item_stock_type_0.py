from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.list_media_response_200_data_item_stock_type_0_provider_type_0 import (
    ListMediaResponse200DataItemStockType0ProviderType0,
)
from ..models.list_media_response_200_data_item_stock_type_0_provider_type_1 import (
    ListMediaResponse200DataItemStockType0ProviderType1,
)
from ..models.list_media_response_200_data_item_stock_type_0_provider_type_2 import (
    ListMediaResponse200DataItemStockType0ProviderType2,
)
from ..models.list_media_response_200_data_item_stock_type_0_provider_type_3 import (
    ListMediaResponse200DataItemStockType0ProviderType3,
)

if TYPE_CHECKING:
    from ..models.list_media_response_200_data_item_stock_type_0_attribution import (
        ListMediaResponse200DataItemStockType0Attribution,
    )
    from ..models.list_media_response_200_data_item_stock_type_0_license import (
        ListMediaResponse200DataItemStockType0License,
    )


T = TypeVar("T", bound="ListMediaResponse200DataItemStockType0")


@_attrs_define
class ListMediaResponse200DataItemStockType0:
    """for an item imported from stock: its provider, licence and attribution

    Attributes:
        provider (ListMediaResponse200DataItemStockType0ProviderType0 |
            ListMediaResponse200DataItemStockType0ProviderType1 | ListMediaResponse200DataItemStockType0ProviderType2 |
            ListMediaResponse200DataItemStockType0ProviderType3):
        provider_id (str):
        candidate_id (str):
        license_ (ListMediaResponse200DataItemStockType0License):
        attribution (ListMediaResponse200DataItemStockType0Attribution):
    """

    provider: (
        ListMediaResponse200DataItemStockType0ProviderType0
        | ListMediaResponse200DataItemStockType0ProviderType1
        | ListMediaResponse200DataItemStockType0ProviderType2
        | ListMediaResponse200DataItemStockType0ProviderType3
    )
    provider_id: str
    candidate_id: str
    license_: ListMediaResponse200DataItemStockType0License
    attribution: ListMediaResponse200DataItemStockType0Attribution
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        provider: str
        if (
            isinstance(
                self.provider, ListMediaResponse200DataItemStockType0ProviderType0
            )
            or isinstance(
                self.provider, ListMediaResponse200DataItemStockType0ProviderType1
            )
            or isinstance(
                self.provider, ListMediaResponse200DataItemStockType0ProviderType2
            )
        ):
            provider = self.provider.value
        else:
            provider = self.provider.value

        provider_id = self.provider_id

        candidate_id = self.candidate_id

        license_ = self.license_.to_dict()

        attribution = self.attribution.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "provider": provider,
                "providerId": provider_id,
                "candidateId": candidate_id,
                "license": license_,
                "attribution": attribution,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_media_response_200_data_item_stock_type_0_attribution import (
            ListMediaResponse200DataItemStockType0Attribution,
        )
        from ..models.list_media_response_200_data_item_stock_type_0_license import (
            ListMediaResponse200DataItemStockType0License,
        )

        d = dict(src_dict)

        def _parse_provider(
            data: object,
        ) -> (
            ListMediaResponse200DataItemStockType0ProviderType0
            | ListMediaResponse200DataItemStockType0ProviderType1
            | ListMediaResponse200DataItemStockType0ProviderType2
            | ListMediaResponse200DataItemStockType0ProviderType3
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                provider_type_0 = ListMediaResponse200DataItemStockType0ProviderType0(
                    data
                )

                return provider_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                provider_type_1 = ListMediaResponse200DataItemStockType0ProviderType1(
                    data
                )

                return provider_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                provider_type_2 = ListMediaResponse200DataItemStockType0ProviderType2(
                    data
                )

                return provider_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            provider_type_3 = ListMediaResponse200DataItemStockType0ProviderType3(data)

            return provider_type_3

        provider = _parse_provider(d.pop("provider"))

        provider_id = d.pop("providerId")

        candidate_id = d.pop("candidateId")

        license_ = ListMediaResponse200DataItemStockType0License.from_dict(
            d.pop("license")
        )

        attribution = ListMediaResponse200DataItemStockType0Attribution.from_dict(
            d.pop("attribution")
        )

        list_media_response_200_data_item_stock_type_0 = cls(
            provider=provider,
            provider_id=provider_id,
            candidate_id=candidate_id,
            license_=license_,
            attribution=attribution,
        )

        list_media_response_200_data_item_stock_type_0.additional_properties = d
        return list_media_response_200_data_item_stock_type_0

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
