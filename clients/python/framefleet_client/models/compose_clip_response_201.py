from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.compose_clip_response_201_compositions_item import (
        ComposeClipResponse201CompositionsItem,
    )


T = TypeVar("T", bound="ComposeClipResponse201")


@_attrs_define
class ComposeClipResponse201:
    """
    Attributes:
        media_id (str):
        start_sec (float):
        end_sec (float):
        compositions (list[ComposeClipResponse201CompositionsItem]):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    media_id: str
    start_sec: float
    end_sec: float
    compositions: list[ComposeClipResponse201CompositionsItem]
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        media_id = self.media_id

        start_sec = self.start_sec

        end_sec = self.end_sec

        compositions = []
        for compositions_item_data in self.compositions:
            compositions_item = compositions_item_data.to_dict()
            compositions.append(compositions_item)

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "mediaId": media_id,
                "startSec": start_sec,
                "endSec": end_sec,
                "compositions": compositions,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.compose_clip_response_201_compositions_item import (
            ComposeClipResponse201CompositionsItem,
        )

        d = dict(src_dict)
        media_id = d.pop("mediaId")

        start_sec = d.pop("startSec")

        end_sec = d.pop("endSec")

        compositions = []
        _compositions = d.pop("compositions")
        for compositions_item_data in _compositions:
            compositions_item = ComposeClipResponse201CompositionsItem.from_dict(
                compositions_item_data
            )

            compositions.append(compositions_item)

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        compose_clip_response_201 = cls(
            media_id=media_id,
            start_sec=start_sec,
            end_sec=end_sec,
            compositions=compositions,
            contract=contract,
            contract_version=contract_version,
        )

        compose_clip_response_201.additional_properties = d
        return compose_clip_response_201

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
