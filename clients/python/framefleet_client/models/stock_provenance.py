from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.stock_provenance_provider_type_0 import StockProvenanceProviderType0
from ..models.stock_provenance_provider_type_1 import StockProvenanceProviderType1
from ..models.stock_provenance_provider_type_2 import StockProvenanceProviderType2
from ..models.stock_provenance_provider_type_3 import StockProvenanceProviderType3

if TYPE_CHECKING:
    from ..models.stock_attribution import StockAttribution
    from ..models.stock_license import StockLicense


T = TypeVar("T", bound="StockProvenance")


@_attrs_define
class StockProvenance:
    """for an item imported from stock: its provider, licence and attribution

    Attributes:
        provider (StockProvenanceProviderType0 | StockProvenanceProviderType1 | StockProvenanceProviderType2 |
            StockProvenanceProviderType3):
        provider_id (str):
        candidate_id (str):
        license_ (StockLicense):
        attribution (StockAttribution):
    """

    provider: (
        StockProvenanceProviderType0
        | StockProvenanceProviderType1
        | StockProvenanceProviderType2
        | StockProvenanceProviderType3
    )
    provider_id: str
    candidate_id: str
    license_: StockLicense
    attribution: StockAttribution
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        provider: str
        if (
            isinstance(self.provider, StockProvenanceProviderType0)
            or isinstance(self.provider, StockProvenanceProviderType1)
            or isinstance(self.provider, StockProvenanceProviderType2)
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
        from ..models.stock_attribution import StockAttribution
        from ..models.stock_license import StockLicense

        d = dict(src_dict)

        def _parse_provider(
            data: object,
        ) -> (
            StockProvenanceProviderType0
            | StockProvenanceProviderType1
            | StockProvenanceProviderType2
            | StockProvenanceProviderType3
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                provider_type_0 = StockProvenanceProviderType0(data)

                return provider_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                provider_type_1 = StockProvenanceProviderType1(data)

                return provider_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                provider_type_2 = StockProvenanceProviderType2(data)

                return provider_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            provider_type_3 = StockProvenanceProviderType3(data)

            return provider_type_3

        provider = _parse_provider(d.pop("provider"))

        provider_id = d.pop("providerId")

        candidate_id = d.pop("candidateId")

        license_ = StockLicense.from_dict(d.pop("license"))

        attribution = StockAttribution.from_dict(d.pop("attribution"))

        stock_provenance = cls(
            provider=provider,
            provider_id=provider_id,
            candidate_id=candidate_id,
            license_=license_,
            attribution=attribution,
        )

        stock_provenance.additional_properties = d
        return stock_provenance

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
