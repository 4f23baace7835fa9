from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.list_webhooks_response_200_data_item_verification_status_type_0 import (
    ListWebhooksResponse200DataItemVerificationStatusType0,
)
from ..models.list_webhooks_response_200_data_item_verification_status_type_1 import (
    ListWebhooksResponse200DataItemVerificationStatusType1,
)

T = TypeVar("T", bound="ListWebhooksResponse200DataItemVerification")


@_attrs_define
class ListWebhooksResponse200DataItemVerification:
    """
    Attributes:
        status (ListWebhooksResponse200DataItemVerificationStatusType0 |
            ListWebhooksResponse200DataItemVerificationStatusType1):
        reason (None | str):
    """

    status: (
        ListWebhooksResponse200DataItemVerificationStatusType0
        | ListWebhooksResponse200DataItemVerificationStatusType1
    )
    reason: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status: str
        if isinstance(
            self.status, ListWebhooksResponse200DataItemVerificationStatusType0
        ):
            status = self.status.value
        else:
            status = self.status.value

        reason: None | str
        reason = self.reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_status(
            data: object,
        ) -> (
            ListWebhooksResponse200DataItemVerificationStatusType0
            | ListWebhooksResponse200DataItemVerificationStatusType1
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = ListWebhooksResponse200DataItemVerificationStatusType0(
                    data
                )

                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            status_type_1 = ListWebhooksResponse200DataItemVerificationStatusType1(data)

            return status_type_1

        status = _parse_status(d.pop("status"))

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        list_webhooks_response_200_data_item_verification = cls(
            status=status,
            reason=reason,
        )

        list_webhooks_response_200_data_item_verification.additional_properties = d
        return list_webhooks_response_200_data_item_verification

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
