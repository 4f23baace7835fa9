from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.create_webhook_response_201_status_type_0 import (
    CreateWebhookResponse201StatusType0,
)
from ..models.create_webhook_response_201_status_type_1 import (
    CreateWebhookResponse201StatusType1,
)

if TYPE_CHECKING:
    from ..models.create_webhook_response_201_verification import (
        CreateWebhookResponse201Verification,
    )


T = TypeVar("T", bound="CreateWebhookResponse201")


@_attrs_define
class CreateWebhookResponse201:
    """
    Attributes:
        id (str):
        url (str):
        events (list[str]):
        settle_ms (int):
        enabled (bool):
        status (CreateWebhookResponse201StatusType0 | CreateWebhookResponse201StatusType1):
        secret (str): whsec_<base64>: the signing secret, shown only in this response
        verification (CreateWebhookResponse201Verification):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    id: str
    url: str
    events: list[str]
    settle_ms: int
    enabled: bool
    status: CreateWebhookResponse201StatusType0 | CreateWebhookResponse201StatusType1
    secret: str
    verification: CreateWebhookResponse201Verification
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
        if isinstance(self.status, CreateWebhookResponse201StatusType0):
            status = self.status.value
        else:
            status = self.status.value

        secret = self.secret

        verification = self.verification.to_dict()

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
                "secret": secret,
                "verification": verification,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.create_webhook_response_201_verification import (
            CreateWebhookResponse201Verification,
        )

        d = dict(src_dict)
        id = d.pop("id")

        url = d.pop("url")

        events = cast(list[str], d.pop("events"))

        settle_ms = d.pop("settleMs")

        enabled = d.pop("enabled")

        def _parse_status(
            data: object,
        ) -> CreateWebhookResponse201StatusType0 | CreateWebhookResponse201StatusType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = CreateWebhookResponse201StatusType0(data)

                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            status_type_1 = CreateWebhookResponse201StatusType1(data)

            return status_type_1

        status = _parse_status(d.pop("status"))

        secret = d.pop("secret")

        verification = CreateWebhookResponse201Verification.from_dict(
            d.pop("verification")
        )

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        create_webhook_response_201 = cls(
            id=id,
            url=url,
            events=events,
            settle_ms=settle_ms,
            enabled=enabled,
            status=status,
            secret=secret,
            verification=verification,
            contract=contract,
            contract_version=contract_version,
        )

        create_webhook_response_201.additional_properties = d
        return create_webhook_response_201

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
