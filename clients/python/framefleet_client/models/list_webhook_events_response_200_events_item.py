from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ListWebhookEventsResponse200EventsItem")


@_attrs_define
class ListWebhookEventsResponse200EventsItem:
    """
    Attributes:
        name (str):
        subscribable (bool):
        emitted_by (str):
        data (Any):
    """

    name: str
    subscribable: bool
    emitted_by: str
    data: Any
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        subscribable = self.subscribable

        emitted_by = self.emitted_by

        data = self.data

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "subscribable": subscribable,
                "emittedBy": emitted_by,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        subscribable = d.pop("subscribable")

        emitted_by = d.pop("emittedBy")

        data = d.pop("data")

        list_webhook_events_response_200_events_item = cls(
            name=name,
            subscribable=subscribable,
            emitted_by=emitted_by,
            data=data,
        )

        list_webhook_events_response_200_events_item.additional_properties = d
        return list_webhook_events_response_200_events_item

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
