from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.list_webhook_deliveries_response_200_data_item_status_type_0 import (
    ListWebhookDeliveriesResponse200DataItemStatusType0,
)
from ..models.list_webhook_deliveries_response_200_data_item_status_type_1 import (
    ListWebhookDeliveriesResponse200DataItemStatusType1,
)
from ..models.list_webhook_deliveries_response_200_data_item_status_type_2 import (
    ListWebhookDeliveriesResponse200DataItemStatusType2,
)
from ..models.list_webhook_deliveries_response_200_data_item_status_type_3 import (
    ListWebhookDeliveriesResponse200DataItemStatusType3,
)
from ..models.list_webhook_deliveries_response_200_data_item_status_type_4 import (
    ListWebhookDeliveriesResponse200DataItemStatusType4,
)
from ..models.list_webhook_deliveries_response_200_data_item_status_type_5 import (
    ListWebhookDeliveriesResponse200DataItemStatusType5,
)

T = TypeVar("T", bound="ListWebhookDeliveriesResponse200DataItem")


@_attrs_define
class ListWebhookDeliveriesResponse200DataItem:
    """
    Attributes:
        id (str):
        event_id (str): the webhook-id header of every attempt
        event (str):
        status (ListWebhookDeliveriesResponse200DataItemStatusType0 |
            ListWebhookDeliveriesResponse200DataItemStatusType1 | ListWebhookDeliveriesResponse200DataItemStatusType2 |
            ListWebhookDeliveriesResponse200DataItemStatusType3 | ListWebhookDeliveriesResponse200DataItemStatusType4 |
            ListWebhookDeliveriesResponse200DataItemStatusType5):
        attempts (int):
        due_at (str):
        last_status_code (int | None):
        last_error (None | str):
        delivered_at (None | str):
        created_at (str):
    """

    id: str
    event_id: str
    event: str
    status: (
        ListWebhookDeliveriesResponse200DataItemStatusType0
        | ListWebhookDeliveriesResponse200DataItemStatusType1
        | ListWebhookDeliveriesResponse200DataItemStatusType2
        | ListWebhookDeliveriesResponse200DataItemStatusType3
        | ListWebhookDeliveriesResponse200DataItemStatusType4
        | ListWebhookDeliveriesResponse200DataItemStatusType5
    )
    attempts: int
    due_at: str
    last_status_code: int | None
    last_error: None | str
    delivered_at: None | str
    created_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        event_id = self.event_id

        event = self.event

        status: str
        if (
            isinstance(self.status, ListWebhookDeliveriesResponse200DataItemStatusType0)
            or isinstance(
                self.status, ListWebhookDeliveriesResponse200DataItemStatusType1
            )
            or isinstance(
                self.status, ListWebhookDeliveriesResponse200DataItemStatusType2
            )
            or isinstance(
                self.status, ListWebhookDeliveriesResponse200DataItemStatusType3
            )
            or isinstance(
                self.status, ListWebhookDeliveriesResponse200DataItemStatusType4
            )
        ):
            status = self.status.value
        else:
            status = self.status.value

        attempts = self.attempts

        due_at = self.due_at

        last_status_code: int | None
        last_status_code = self.last_status_code

        last_error: None | str
        last_error = self.last_error

        delivered_at: None | str
        delivered_at = self.delivered_at

        created_at = self.created_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "eventId": event_id,
                "event": event,
                "status": status,
                "attempts": attempts,
                "dueAt": due_at,
                "lastStatusCode": last_status_code,
                "lastError": last_error,
                "deliveredAt": delivered_at,
                "createdAt": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        event_id = d.pop("eventId")

        event = d.pop("event")

        def _parse_status(
            data: object,
        ) -> (
            ListWebhookDeliveriesResponse200DataItemStatusType0
            | ListWebhookDeliveriesResponse200DataItemStatusType1
            | ListWebhookDeliveriesResponse200DataItemStatusType2
            | ListWebhookDeliveriesResponse200DataItemStatusType3
            | ListWebhookDeliveriesResponse200DataItemStatusType4
            | ListWebhookDeliveriesResponse200DataItemStatusType5
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = ListWebhookDeliveriesResponse200DataItemStatusType0(
                    data
                )

                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_1 = ListWebhookDeliveriesResponse200DataItemStatusType1(
                    data
                )

                return status_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_2 = ListWebhookDeliveriesResponse200DataItemStatusType2(
                    data
                )

                return status_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_3 = ListWebhookDeliveriesResponse200DataItemStatusType3(
                    data
                )

                return status_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_4 = ListWebhookDeliveriesResponse200DataItemStatusType4(
                    data
                )

                return status_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            status_type_5 = ListWebhookDeliveriesResponse200DataItemStatusType5(data)

            return status_type_5

        status = _parse_status(d.pop("status"))

        attempts = d.pop("attempts")

        due_at = d.pop("dueAt")

        def _parse_last_status_code(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_status_code = _parse_last_status_code(d.pop("lastStatusCode"))

        def _parse_last_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_error = _parse_last_error(d.pop("lastError"))

        def _parse_delivered_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        delivered_at = _parse_delivered_at(d.pop("deliveredAt"))

        created_at = d.pop("createdAt")

        list_webhook_deliveries_response_200_data_item = cls(
            id=id,
            event_id=event_id,
            event=event,
            status=status,
            attempts=attempts,
            due_at=due_at,
            last_status_code=last_status_code,
            last_error=last_error,
            delivered_at=delivered_at,
            created_at=created_at,
        )

        list_webhook_deliveries_response_200_data_item.additional_properties = d
        return list_webhook_deliveries_response_200_data_item

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
