from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.list_components_response_200_audio_item import (
        ListComponentsResponse200AudioItem,
    )
    from ..models.list_components_response_200_data_item import (
        ListComponentsResponse200DataItem,
    )
    from ..models.list_components_response_200_pagination import (
        ListComponentsResponse200Pagination,
    )
    from ..models.list_components_response_200_sfx_item import (
        ListComponentsResponse200SfxItem,
    )


T = TypeVar("T", bound="ListComponentsResponse200")


@_attrs_define
class ListComponentsResponse200:
    """
    Attributes:
        data (list[ListComponentsResponse200DataItem]):
        pagination (ListComponentsResponse200Pagination):
        brand_tokens (list[str]):
        sfx (list[ListComponentsResponse200SfxItem]):
        audio (list[ListComponentsResponse200AudioItem]):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    data: list[ListComponentsResponse200DataItem]
    pagination: ListComponentsResponse200Pagination
    brand_tokens: list[str]
    sfx: list[ListComponentsResponse200SfxItem]
    audio: list[ListComponentsResponse200AudioItem]
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        data = []
        for data_item_data in self.data:
            data_item = data_item_data.to_dict()
            data.append(data_item)

        pagination = self.pagination.to_dict()

        brand_tokens = self.brand_tokens

        sfx = []
        for sfx_item_data in self.sfx:
            sfx_item = sfx_item_data.to_dict()
            sfx.append(sfx_item)

        audio = []
        for audio_item_data in self.audio:
            audio_item = audio_item_data.to_dict()
            audio.append(audio_item)

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "data": data,
                "pagination": pagination,
                "brandTokens": brand_tokens,
                "sfx": sfx,
                "audio": audio,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_components_response_200_audio_item import (
            ListComponentsResponse200AudioItem,
        )
        from ..models.list_components_response_200_data_item import (
            ListComponentsResponse200DataItem,
        )
        from ..models.list_components_response_200_pagination import (
            ListComponentsResponse200Pagination,
        )
        from ..models.list_components_response_200_sfx_item import (
            ListComponentsResponse200SfxItem,
        )

        d = dict(src_dict)
        data = []
        _data = d.pop("data")
        for data_item_data in _data:
            data_item = ListComponentsResponse200DataItem.from_dict(data_item_data)

            data.append(data_item)

        pagination = ListComponentsResponse200Pagination.from_dict(d.pop("pagination"))

        brand_tokens = cast(list[str], d.pop("brandTokens"))

        sfx = []
        _sfx = d.pop("sfx")
        for sfx_item_data in _sfx:
            sfx_item = ListComponentsResponse200SfxItem.from_dict(sfx_item_data)

            sfx.append(sfx_item)

        audio = []
        _audio = d.pop("audio")
        for audio_item_data in _audio:
            audio_item = ListComponentsResponse200AudioItem.from_dict(audio_item_data)

            audio.append(audio_item)

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        list_components_response_200 = cls(
            data=data,
            pagination=pagination,
            brand_tokens=brand_tokens,
            sfx=sfx,
            audio=audio,
            contract=contract,
            contract_version=contract_version,
        )

        list_components_response_200.additional_properties = d
        return list_components_response_200

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
