from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.create_webhook_body_events_item_type_0 import (
    CreateWebhookBodyEventsItemType0,
)
from ..models.create_webhook_body_events_item_type_1 import (
    CreateWebhookBodyEventsItemType1,
)
from ..models.create_webhook_body_events_item_type_2 import (
    CreateWebhookBodyEventsItemType2,
)
from ..models.create_webhook_body_events_item_type_3 import (
    CreateWebhookBodyEventsItemType3,
)
from ..models.create_webhook_body_events_item_type_4 import (
    CreateWebhookBodyEventsItemType4,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateWebhookBody")


@_attrs_define
class CreateWebhookBody:
    """
    Attributes:
        url (str): https endpoint on a public address
        events (list[CreateWebhookBodyEventsItemType0 | CreateWebhookBodyEventsItemType1 |
            CreateWebhookBodyEventsItemType2 | CreateWebhookBodyEventsItemType3 | CreateWebhookBodyEventsItemType4]):
        settle_ms (int | Unset): delay before the first delivery attempt of each event, in ms (default 0)
    """

    url: str
    events: list[
        CreateWebhookBodyEventsItemType0
        | CreateWebhookBodyEventsItemType1
        | CreateWebhookBodyEventsItemType2
        | CreateWebhookBodyEventsItemType3
        | CreateWebhookBodyEventsItemType4
    ]
    settle_ms: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        events = []
        for events_item_data in self.events:
            events_item: str
            if (
                isinstance(events_item_data, CreateWebhookBodyEventsItemType0)
                or isinstance(events_item_data, CreateWebhookBodyEventsItemType1)
                or isinstance(events_item_data, CreateWebhookBodyEventsItemType2)
                or isinstance(events_item_data, CreateWebhookBodyEventsItemType3)
            ):
                events_item = events_item_data.value
            else:
                events_item = events_item_data.value

            events.append(events_item)

        settle_ms = self.settle_ms

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "url": url,
                "events": events,
            }
        )
        if settle_ms is not UNSET:
            field_dict["settleMs"] = settle_ms

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        url = d.pop("url")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                CreateWebhookBodyEventsItemType0
                | CreateWebhookBodyEventsItemType1
                | CreateWebhookBodyEventsItemType2
                | CreateWebhookBodyEventsItemType3
                | CreateWebhookBodyEventsItemType4
            ):
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    events_item_type_0 = CreateWebhookBodyEventsItemType0(data)

                    return events_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    events_item_type_1 = CreateWebhookBodyEventsItemType1(data)

                    return events_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    events_item_type_2 = CreateWebhookBodyEventsItemType2(data)

                    return events_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    events_item_type_3 = CreateWebhookBodyEventsItemType3(data)

                    return events_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, str):
                    raise TypeError()
                events_item_type_4 = CreateWebhookBodyEventsItemType4(data)

                return events_item_type_4

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        settle_ms = d.pop("settleMs", UNSET)

        create_webhook_body = cls(
            url=url,
            events=events,
            settle_ms=settle_ms,
        )

        return create_webhook_body
