from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.update_webhook_body_events_item_type_0 import (
    UpdateWebhookBodyEventsItemType0,
)
from ..models.update_webhook_body_events_item_type_1 import (
    UpdateWebhookBodyEventsItemType1,
)
from ..models.update_webhook_body_events_item_type_2 import (
    UpdateWebhookBodyEventsItemType2,
)
from ..models.update_webhook_body_events_item_type_3 import (
    UpdateWebhookBodyEventsItemType3,
)
from ..models.update_webhook_body_events_item_type_4 import (
    UpdateWebhookBodyEventsItemType4,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateWebhookBody")


@_attrs_define
class UpdateWebhookBody:
    """
    Attributes:
        url (str | Unset): https endpoint on a public address
        events (list[UpdateWebhookBodyEventsItemType0 | UpdateWebhookBodyEventsItemType1 |
            UpdateWebhookBodyEventsItemType2 | UpdateWebhookBodyEventsItemType3 | UpdateWebhookBodyEventsItemType4] |
            Unset):
        settle_ms (int | Unset): delay before the first delivery attempt of each event, in ms (default 0)
        enabled (bool | Unset):
    """

    url: str | Unset = UNSET
    events: (
        list[
            UpdateWebhookBodyEventsItemType0
            | UpdateWebhookBodyEventsItemType1
            | UpdateWebhookBodyEventsItemType2
            | UpdateWebhookBodyEventsItemType3
            | UpdateWebhookBodyEventsItemType4
        ]
        | Unset
    ) = UNSET
    settle_ms: int | Unset = UNSET
    enabled: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        events: list[str] | Unset = UNSET
        if not isinstance(self.events, Unset):
            events = []
            for events_item_data in self.events:
                events_item: str
                if (
                    isinstance(events_item_data, UpdateWebhookBodyEventsItemType0)
                    or isinstance(events_item_data, UpdateWebhookBodyEventsItemType1)
                    or isinstance(events_item_data, UpdateWebhookBodyEventsItemType2)
                    or isinstance(events_item_data, UpdateWebhookBodyEventsItemType3)
                ):
                    events_item = events_item_data.value
                else:
                    events_item = events_item_data.value

                events.append(events_item)

        settle_ms = self.settle_ms

        enabled = self.enabled

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if url is not UNSET:
            field_dict["url"] = url
        if events is not UNSET:
            field_dict["events"] = events
        if settle_ms is not UNSET:
            field_dict["settleMs"] = settle_ms
        if enabled is not UNSET:
            field_dict["enabled"] = enabled

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        url = d.pop("url", UNSET)

        _events = d.pop("events", UNSET)
        events: (
            list[
                UpdateWebhookBodyEventsItemType0
                | UpdateWebhookBodyEventsItemType1
                | UpdateWebhookBodyEventsItemType2
                | UpdateWebhookBodyEventsItemType3
                | UpdateWebhookBodyEventsItemType4
            ]
            | Unset
        ) = UNSET
        if _events is not UNSET:
            events = []
            for events_item_data in _events:

                def _parse_events_item(
                    data: object,
                ) -> (
                    UpdateWebhookBodyEventsItemType0
                    | UpdateWebhookBodyEventsItemType1
                    | UpdateWebhookBodyEventsItemType2
                    | UpdateWebhookBodyEventsItemType3
                    | UpdateWebhookBodyEventsItemType4
                ):
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        events_item_type_0 = UpdateWebhookBodyEventsItemType0(data)

                        return events_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        events_item_type_1 = UpdateWebhookBodyEventsItemType1(data)

                        return events_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        events_item_type_2 = UpdateWebhookBodyEventsItemType2(data)

                        return events_item_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        events_item_type_3 = UpdateWebhookBodyEventsItemType3(data)

                        return events_item_type_3
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, str):
                        raise TypeError()
                    events_item_type_4 = UpdateWebhookBodyEventsItemType4(data)

                    return events_item_type_4

                events_item = _parse_events_item(events_item_data)

                events.append(events_item)

        settle_ms = d.pop("settleMs", UNSET)

        enabled = d.pop("enabled", UNSET)

        update_webhook_body = cls(
            url=url,
            events=events,
            settle_ms=settle_ms,
            enabled=enabled,
        )

        return update_webhook_body
