from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.delete_webhook_response_200_status_type_0 import (
    DeleteWebhookResponse200StatusType0,
)
from ..models.delete_webhook_response_200_status_type_1 import (
    DeleteWebhookResponse200StatusType1,
)
from ..models.delete_webhook_response_200_verification_status_type_0 import (
    DeleteWebhookResponse200VerificationStatusType0,
)
from ..models.delete_webhook_response_200_verification_status_type_1 import (
    DeleteWebhookResponse200VerificationStatusType1,
)

if TYPE_CHECKING:
    from ..models.delete_webhook_response_200_verification import (
        DeleteWebhookResponse200Verification,
    )


T = TypeVar("T", bound="DeleteWebhookResponse200")


@_attrs_define
class DeleteWebhookResponse200:
    """
    Attributes:
        id (str):
        url (str):
        events (list[str]):
        settle_ms (int):
        enabled (bool):
        status (DeleteWebhookResponse200StatusType0 | DeleteWebhookResponse200StatusType1):
        verification_status (DeleteWebhookResponse200VerificationStatusType0 |
            DeleteWebhookResponse200VerificationStatusType1):
        verification (DeleteWebhookResponse200Verification):
        disabled_reason (None | str):
        created_at (str):
        last_delivered_at (None | str):
        last_failed_at (None | str):
        consecutive_failures (int):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    id: str
    url: str
    events: list[str]
    settle_ms: int
    enabled: bool
    status: DeleteWebhookResponse200StatusType0 | DeleteWebhookResponse200StatusType1
    verification_status: (
        DeleteWebhookResponse200VerificationStatusType0
        | DeleteWebhookResponse200VerificationStatusType1
    )
    verification: DeleteWebhookResponse200Verification
    disabled_reason: None | str
    created_at: str
    last_delivered_at: None | str
    last_failed_at: None | str
    consecutive_failures: int
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        url = self.url

        events = self.events

        settle_ms = self.settle_ms

        enabled = self.enabled

        status: str
        if isinstance(self.status, DeleteWebhookResponse200StatusType0):
            status = self.status.value
        else:
            status = self.status.value

        verification_status: str
        if isinstance(
            self.verification_status, DeleteWebhookResponse200VerificationStatusType0
        ):
            verification_status = self.verification_status.value
        else:
            verification_status = self.verification_status.value

        verification = self.verification.to_dict()

        disabled_reason: None | str
        disabled_reason = self.disabled_reason

        created_at = self.created_at

        last_delivered_at: None | str
        last_delivered_at = self.last_delivered_at

        last_failed_at: None | str
        last_failed_at = self.last_failed_at

        consecutive_failures = self.consecutive_failures

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "url": url,
                "events": events,
                "settleMs": settle_ms,
                "enabled": enabled,
                "status": status,
                "verificationStatus": verification_status,
                "verification": verification,
                "disabledReason": disabled_reason,
                "createdAt": created_at,
                "lastDeliveredAt": last_delivered_at,
                "lastFailedAt": last_failed_at,
                "consecutiveFailures": consecutive_failures,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.delete_webhook_response_200_verification import (
            DeleteWebhookResponse200Verification,
        )

        d = dict(src_dict)
        id = d.pop("id")

        url = d.pop("url")

        events = cast(list[str], d.pop("events"))

        settle_ms = d.pop("settleMs")

        enabled = d.pop("enabled")

        def _parse_status(
            data: object,
        ) -> DeleteWebhookResponse200StatusType0 | DeleteWebhookResponse200StatusType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = DeleteWebhookResponse200StatusType0(data)

                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            status_type_1 = DeleteWebhookResponse200StatusType1(data)

            return status_type_1

        status = _parse_status(d.pop("status"))

        def _parse_verification_status(
            data: object,
        ) -> (
            DeleteWebhookResponse200VerificationStatusType0
            | DeleteWebhookResponse200VerificationStatusType1
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                verification_status_type_0 = (
                    DeleteWebhookResponse200VerificationStatusType0(data)
                )

                return verification_status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            verification_status_type_1 = (
                DeleteWebhookResponse200VerificationStatusType1(data)
            )

            return verification_status_type_1

        verification_status = _parse_verification_status(d.pop("verificationStatus"))

        verification = DeleteWebhookResponse200Verification.from_dict(
            d.pop("verification")
        )

        def _parse_disabled_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        disabled_reason = _parse_disabled_reason(d.pop("disabledReason"))

        created_at = d.pop("createdAt")

        def _parse_last_delivered_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_delivered_at = _parse_last_delivered_at(d.pop("lastDeliveredAt"))

        def _parse_last_failed_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_failed_at = _parse_last_failed_at(d.pop("lastFailedAt"))

        consecutive_failures = d.pop("consecutiveFailures")

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        delete_webhook_response_200 = cls(
            id=id,
            url=url,
            events=events,
            settle_ms=settle_ms,
            enabled=enabled,
            status=status,
            verification_status=verification_status,
            verification=verification,
            disabled_reason=disabled_reason,
            created_at=created_at,
            last_delivered_at=last_delivered_at,
            last_failed_at=last_failed_at,
            consecutive_failures=consecutive_failures,
            contract=contract,
            contract_version=contract_version,
        )

        delete_webhook_response_200.additional_properties = d
        return delete_webhook_response_200

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
