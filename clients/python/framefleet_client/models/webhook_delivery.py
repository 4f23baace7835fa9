from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_delivery_status_type_0 import WebhookDeliveryStatusType0
from ..models.webhook_delivery_status_type_1 import WebhookDeliveryStatusType1
from ..models.webhook_delivery_status_type_2 import WebhookDeliveryStatusType2
from ..models.webhook_delivery_status_type_3 import WebhookDeliveryStatusType3
from ..models.webhook_delivery_status_type_4 import WebhookDeliveryStatusType4
from ..models.webhook_delivery_status_type_5 import WebhookDeliveryStatusType5

T = TypeVar("T", bound="WebhookDelivery")


@_attrs_define
class WebhookDelivery:
    """
    Attributes:
        id (str):
        event_id (str): the webhook-id header of every attempt
        event (str):
        status (WebhookDeliveryStatusType0 | WebhookDeliveryStatusType1 | WebhookDeliveryStatusType2 |
            WebhookDeliveryStatusType3 | WebhookDeliveryStatusType4 | WebhookDeliveryStatusType5):
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
        WebhookDeliveryStatusType0
        | WebhookDeliveryStatusType1
        | WebhookDeliveryStatusType2
        | WebhookDeliveryStatusType3
        | WebhookDeliveryStatusType4
        | WebhookDeliveryStatusType5
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
            isinstance(self.status, WebhookDeliveryStatusType0)
            or isinstance(self.status, WebhookDeliveryStatusType1)
            or isinstance(self.status, WebhookDeliveryStatusType2)
            or isinstance(self.status, WebhookDeliveryStatusType3)
            or isinstance(self.status, WebhookDeliveryStatusType4)
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
            WebhookDeliveryStatusType0
            | WebhookDeliveryStatusType1
            | WebhookDeliveryStatusType2
            | WebhookDeliveryStatusType3
            | WebhookDeliveryStatusType4
            | WebhookDeliveryStatusType5
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = WebhookDeliveryStatusType0(data)

                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_1 = WebhookDeliveryStatusType1(data)

                return status_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_2 = WebhookDeliveryStatusType2(data)

                return status_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_3 = WebhookDeliveryStatusType3(data)

                return status_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_4 = WebhookDeliveryStatusType4(data)

                return status_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            status_type_5 = WebhookDeliveryStatusType5(data)

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

        webhook_delivery = cls(
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

        webhook_delivery.additional_properties = d
        return webhook_delivery

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
