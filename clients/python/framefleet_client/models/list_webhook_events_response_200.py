from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.list_webhook_events_response_200_events_item import (
        ListWebhookEventsResponse200EventsItem,
    )
    from ..models.list_webhook_events_response_200_headers import (
        ListWebhookEventsResponse200Headers,
    )


T = TypeVar("T", bound="ListWebhookEventsResponse200")


@_attrs_define
class ListWebhookEventsResponse200:
    """
    Attributes:
        events (list[ListWebhookEventsResponse200EventsItem]):
        body (Any):
        headers (ListWebhookEventsResponse200Headers):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    events: list[ListWebhookEventsResponse200EventsItem]
    body: Any
    headers: ListWebhookEventsResponse200Headers
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        body = self.body

        headers = self.headers.to_dict()

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "events": events,
                "body": body,
                "headers": headers,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_webhook_events_response_200_events_item import (
            ListWebhookEventsResponse200EventsItem,
        )
        from ..models.list_webhook_events_response_200_headers import (
            ListWebhookEventsResponse200Headers,
        )

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = ListWebhookEventsResponse200EventsItem.from_dict(
                events_item_data
            )

            events.append(events_item)

        body = d.pop("body")

        headers = ListWebhookEventsResponse200Headers.from_dict(d.pop("headers"))

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        list_webhook_events_response_200 = cls(
            events=events,
            body=body,
            headers=headers,
            contract=contract,
            contract_version=contract_version,
        )

        list_webhook_events_response_200.additional_properties = d
        return list_webhook_events_response_200

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
