from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_verification_status_type_0 import WebhookVerificationStatusType0
from ..models.webhook_verification_status_type_1 import WebhookVerificationStatusType1

T = TypeVar("T", bound="WebhookVerification")


@_attrs_define
class WebhookVerification:
    """
    Attributes:
        status (WebhookVerificationStatusType0 | WebhookVerificationStatusType1):
        reason (None | str):
    """

    status: WebhookVerificationStatusType0 | WebhookVerificationStatusType1
    reason: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status: str
        if isinstance(self.status, WebhookVerificationStatusType0):
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
        ) -> WebhookVerificationStatusType0 | WebhookVerificationStatusType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = WebhookVerificationStatusType0(data)

                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            status_type_1 = WebhookVerificationStatusType1(data)

            return status_type_1

        status = _parse_status(d.pop("status"))

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        webhook_verification = cls(
            status=status,
            reason=reason,
        )

        webhook_verification.additional_properties = d
        return webhook_verification

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
