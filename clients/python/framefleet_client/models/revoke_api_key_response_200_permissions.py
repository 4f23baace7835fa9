from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.revoke_api_key_response_200_permissions_billing_item_type_0 import (
    RevokeApiKeyResponse200PermissionsBillingItemType0,
)
from ..models.revoke_api_key_response_200_permissions_billing_item_type_1 import (
    RevokeApiKeyResponse200PermissionsBillingItemType1,
)
from ..models.revoke_api_key_response_200_permissions_media_item_type_0 import (
    RevokeApiKeyResponse200PermissionsMediaItemType0,
)
from ..models.revoke_api_key_response_200_permissions_media_item_type_1 import (
    RevokeApiKeyResponse200PermissionsMediaItemType1,
)
from ..models.revoke_api_key_response_200_permissions_projects_item_type_0 import (
    RevokeApiKeyResponse200PermissionsProjectsItemType0,
)
from ..models.revoke_api_key_response_200_permissions_projects_item_type_1 import (
    RevokeApiKeyResponse200PermissionsProjectsItemType1,
)
from ..models.revoke_api_key_response_200_permissions_renders_item_type_0 import (
    RevokeApiKeyResponse200PermissionsRendersItemType0,
)
from ..models.revoke_api_key_response_200_permissions_renders_item_type_1 import (
    RevokeApiKeyResponse200PermissionsRendersItemType1,
)
from ..models.revoke_api_key_response_200_permissions_sessions_item_type_0 import (
    RevokeApiKeyResponse200PermissionsSessionsItemType0,
)
from ..models.revoke_api_key_response_200_permissions_sessions_item_type_1 import (
    RevokeApiKeyResponse200PermissionsSessionsItemType1,
)
from ..models.revoke_api_key_response_200_permissions_webhooks_item_type_0 import (
    RevokeApiKeyResponse200PermissionsWebhooksItemType0,
)
from ..models.revoke_api_key_response_200_permissions_webhooks_item_type_1 import (
    RevokeApiKeyResponse200PermissionsWebhooksItemType1,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="RevokeApiKeyResponse200Permissions")


@_attrs_define
class RevokeApiKeyResponse200Permissions:
    """resource → actions, e.g. {"projects": ["read", "write"]}

    Attributes:
        media (list[RevokeApiKeyResponse200PermissionsMediaItemType0 | RevokeApiKeyResponse200PermissionsMediaItemType1]
            | Unset):
        sessions (list[RevokeApiKeyResponse200PermissionsSessionsItemType0 |
            RevokeApiKeyResponse200PermissionsSessionsItemType1] | Unset):
        projects (list[RevokeApiKeyResponse200PermissionsProjectsItemType0 |
            RevokeApiKeyResponse200PermissionsProjectsItemType1] | Unset):
        renders (list[RevokeApiKeyResponse200PermissionsRendersItemType0 |
            RevokeApiKeyResponse200PermissionsRendersItemType1] | Unset):
        webhooks (list[RevokeApiKeyResponse200PermissionsWebhooksItemType0 |
            RevokeApiKeyResponse200PermissionsWebhooksItemType1] | Unset):
        billing (list[RevokeApiKeyResponse200PermissionsBillingItemType0 |
            RevokeApiKeyResponse200PermissionsBillingItemType1] | Unset):
    """

    media: (
        list[
            RevokeApiKeyResponse200PermissionsMediaItemType0
            | RevokeApiKeyResponse200PermissionsMediaItemType1
        ]
        | Unset
    ) = UNSET
    sessions: (
        list[
            RevokeApiKeyResponse200PermissionsSessionsItemType0
            | RevokeApiKeyResponse200PermissionsSessionsItemType1
        ]
        | Unset
    ) = UNSET
    projects: (
        list[
            RevokeApiKeyResponse200PermissionsProjectsItemType0
            | RevokeApiKeyResponse200PermissionsProjectsItemType1
        ]
        | Unset
    ) = UNSET
    renders: (
        list[
            RevokeApiKeyResponse200PermissionsRendersItemType0
            | RevokeApiKeyResponse200PermissionsRendersItemType1
        ]
        | Unset
    ) = UNSET
    webhooks: (
        list[
            RevokeApiKeyResponse200PermissionsWebhooksItemType0
            | RevokeApiKeyResponse200PermissionsWebhooksItemType1
        ]
        | Unset
    ) = UNSET
    billing: (
        list[
            RevokeApiKeyResponse200PermissionsBillingItemType0
            | RevokeApiKeyResponse200PermissionsBillingItemType1
        ]
        | Unset
    ) = UNSET

    def to_dict(self) -> dict[str, Any]:
        media: list[str] | Unset = UNSET
        if not isinstance(self.media, Unset):
            media = []
            for media_item_data in self.media:
                media_item: str
                if isinstance(
                    media_item_data, RevokeApiKeyResponse200PermissionsMediaItemType0
                ):
                    media_item = media_item_data.value
                else:
                    media_item = media_item_data.value

                media.append(media_item)

        sessions: list[str] | Unset = UNSET
        if not isinstance(self.sessions, Unset):
            sessions = []
            for sessions_item_data in self.sessions:
                sessions_item: str
                if isinstance(
                    sessions_item_data,
                    RevokeApiKeyResponse200PermissionsSessionsItemType0,
                ):
                    sessions_item = sessions_item_data.value
                else:
                    sessions_item = sessions_item_data.value

                sessions.append(sessions_item)

        projects: list[str] | Unset = UNSET
        if not isinstance(self.projects, Unset):
            projects = []
            for projects_item_data in self.projects:
                projects_item: str
                if isinstance(
                    projects_item_data,
                    RevokeApiKeyResponse200PermissionsProjectsItemType0,
                ):
                    projects_item = projects_item_data.value
                else:
                    projects_item = projects_item_data.value

                projects.append(projects_item)

        renders: list[str] | Unset = UNSET
        if not isinstance(self.renders, Unset):
            renders = []
            for renders_item_data in self.renders:
                renders_item: str
                if isinstance(
                    renders_item_data,
                    RevokeApiKeyResponse200PermissionsRendersItemType0,
                ):
                    renders_item = renders_item_data.value
                else:
                    renders_item = renders_item_data.value

                renders.append(renders_item)

        webhooks: list[str] | Unset = UNSET
        if not isinstance(self.webhooks, Unset):
            webhooks = []
            for webhooks_item_data in self.webhooks:
                webhooks_item: str
                if isinstance(
                    webhooks_item_data,
                    RevokeApiKeyResponse200PermissionsWebhooksItemType0,
                ):
                    webhooks_item = webhooks_item_data.value
                else:
                    webhooks_item = webhooks_item_data.value

                webhooks.append(webhooks_item)

        billing: list[str] | Unset = UNSET
        if not isinstance(self.billing, Unset):
            billing = []
            for billing_item_data in self.billing:
                billing_item: str
                if isinstance(
                    billing_item_data,
                    RevokeApiKeyResponse200PermissionsBillingItemType0,
                ):
                    billing_item = billing_item_data.value
                else:
                    billing_item = billing_item_data.value

                billing.append(billing_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if media is not UNSET:
            field_dict["media"] = media
        if sessions is not UNSET:
            field_dict["sessions"] = sessions
        if projects is not UNSET:
            field_dict["projects"] = projects
        if renders is not UNSET:
            field_dict["renders"] = renders
        if webhooks is not UNSET:
            field_dict["webhooks"] = webhooks
        if billing is not UNSET:
            field_dict["billing"] = billing

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _media = d.pop("media", UNSET)
        media: (
            list[
                RevokeApiKeyResponse200PermissionsMediaItemType0
                | RevokeApiKeyResponse200PermissionsMediaItemType1
            ]
            | Unset
        ) = UNSET
        if _media is not UNSET:
            media = []
            for media_item_data in _media:

                def _parse_media_item(
                    data: object,
                ) -> (
                    RevokeApiKeyResponse200PermissionsMediaItemType0
                    | RevokeApiKeyResponse200PermissionsMediaItemType1
                ):
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        media_item_type_0 = (
                            RevokeApiKeyResponse200PermissionsMediaItemType0(data)
                        )

                        return media_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, str):
                        raise TypeError()
                    media_item_type_1 = (
                        RevokeApiKeyResponse200PermissionsMediaItemType1(data)
                    )

                    return media_item_type_1

                media_item = _parse_media_item(media_item_data)

                media.append(media_item)

        _sessions = d.pop("sessions", UNSET)
        sessions: (
            list[
                RevokeApiKeyResponse200PermissionsSessionsItemType0
                | RevokeApiKeyResponse200PermissionsSessionsItemType1
            ]
            | Unset
        ) = UNSET
        if _sessions is not UNSET:
            sessions = []
            for sessions_item_data in _sessions:

                def _parse_sessions_item(
                    data: object,
                ) -> (
                    RevokeApiKeyResponse200PermissionsSessionsItemType0
                    | RevokeApiKeyResponse200PermissionsSessionsItemType1
                ):
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        sessions_item_type_0 = (
                            RevokeApiKeyResponse200PermissionsSessionsItemType0(data)
                        )

                        return sessions_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, str):
                        raise TypeError()
                    sessions_item_type_1 = (
                        RevokeApiKeyResponse200PermissionsSessionsItemType1(data)
                    )

                    return sessions_item_type_1

                sessions_item = _parse_sessions_item(sessions_item_data)

                sessions.append(sessions_item)

        _projects = d.pop("projects", UNSET)
        projects: (
            list[
                RevokeApiKeyResponse200PermissionsProjectsItemType0
                | RevokeApiKeyResponse200PermissionsProjectsItemType1
            ]
            | Unset
        ) = UNSET
        if _projects is not UNSET:
            projects = []
            for projects_item_data in _projects:

                def _parse_projects_item(
                    data: object,
                ) -> (
                    RevokeApiKeyResponse200PermissionsProjectsItemType0
                    | RevokeApiKeyResponse200PermissionsProjectsItemType1
                ):
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        projects_item_type_0 = (
                            RevokeApiKeyResponse200PermissionsProjectsItemType0(data)
                        )

                        return projects_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, str):
                        raise TypeError()
                    projects_item_type_1 = (
                        RevokeApiKeyResponse200PermissionsProjectsItemType1(data)
                    )

                    return projects_item_type_1

                projects_item = _parse_projects_item(projects_item_data)

                projects.append(projects_item)

        _renders = d.pop("renders", UNSET)
        renders: (
            list[
                RevokeApiKeyResponse200PermissionsRendersItemType0
                | RevokeApiKeyResponse200PermissionsRendersItemType1
            ]
            | Unset
        ) = UNSET
        if _renders is not UNSET:
            renders = []
            for renders_item_data in _renders:

                def _parse_renders_item(
                    data: object,
                ) -> (
                    RevokeApiKeyResponse200PermissionsRendersItemType0
                    | RevokeApiKeyResponse200PermissionsRendersItemType1
                ):
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        renders_item_type_0 = (
                            RevokeApiKeyResponse200PermissionsRendersItemType0(data)
                        )

                        return renders_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, str):
                        raise TypeError()
                    renders_item_type_1 = (
                        RevokeApiKeyResponse200PermissionsRendersItemType1(data)
                    )

                    return renders_item_type_1

                renders_item = _parse_renders_item(renders_item_data)

                renders.append(renders_item)

        _webhooks = d.pop("webhooks", UNSET)
        webhooks: (
            list[
                RevokeApiKeyResponse200PermissionsWebhooksItemType0
                | RevokeApiKeyResponse200PermissionsWebhooksItemType1
            ]
            | Unset
        ) = UNSET
        if _webhooks is not UNSET:
            webhooks = []
            for webhooks_item_data in _webhooks:

                def _parse_webhooks_item(
                    data: object,
                ) -> (
                    RevokeApiKeyResponse200PermissionsWebhooksItemType0
                    | RevokeApiKeyResponse200PermissionsWebhooksItemType1
                ):
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        webhooks_item_type_0 = (
                            RevokeApiKeyResponse200PermissionsWebhooksItemType0(data)
                        )

                        return webhooks_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, str):
                        raise TypeError()
                    webhooks_item_type_1 = (
                        RevokeApiKeyResponse200PermissionsWebhooksItemType1(data)
                    )

                    return webhooks_item_type_1

                webhooks_item = _parse_webhooks_item(webhooks_item_data)

                webhooks.append(webhooks_item)

        _billing = d.pop("billing", UNSET)
        billing: (
            list[
                RevokeApiKeyResponse200PermissionsBillingItemType0
                | RevokeApiKeyResponse200PermissionsBillingItemType1
            ]
            | Unset
        ) = UNSET
        if _billing is not UNSET:
            billing = []
            for billing_item_data in _billing:

                def _parse_billing_item(
                    data: object,
                ) -> (
                    RevokeApiKeyResponse200PermissionsBillingItemType0
                    | RevokeApiKeyResponse200PermissionsBillingItemType1
                ):
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        billing_item_type_0 = (
                            RevokeApiKeyResponse200PermissionsBillingItemType0(data)
                        )

                        return billing_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, str):
                        raise TypeError()
                    billing_item_type_1 = (
                        RevokeApiKeyResponse200PermissionsBillingItemType1(data)
                    )

                    return billing_item_type_1

                billing_item = _parse_billing_item(billing_item_data)

                billing.append(billing_item)

        revoke_api_key_response_200_permissions = cls(
            media=media,
            sessions=sessions,
            projects=projects,
            renders=renders,
            webhooks=webhooks,
            billing=billing,
        )

        return revoke_api_key_response_200_permissions
