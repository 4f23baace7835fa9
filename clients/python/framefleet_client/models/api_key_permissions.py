from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.api_key_permissions_billing_item_type_0 import (
    ApiKeyPermissionsBillingItemType0,
)
from ..models.api_key_permissions_billing_item_type_1 import (
    ApiKeyPermissionsBillingItemType1,
)
from ..models.api_key_permissions_media_item_type_0 import (
    ApiKeyPermissionsMediaItemType0,
)
from ..models.api_key_permissions_media_item_type_1 import (
    ApiKeyPermissionsMediaItemType1,
)
from ..models.api_key_permissions_projects_item_type_0 import (
    ApiKeyPermissionsProjectsItemType0,
)
from ..models.api_key_permissions_projects_item_type_1 import (
    ApiKeyPermissionsProjectsItemType1,
)
from ..models.api_key_permissions_renders_item_type_0 import (
    ApiKeyPermissionsRendersItemType0,
)
from ..models.api_key_permissions_renders_item_type_1 import (
    ApiKeyPermissionsRendersItemType1,
)
from ..models.api_key_permissions_sessions_item_type_0 import (
    ApiKeyPermissionsSessionsItemType0,
)
from ..models.api_key_permissions_sessions_item_type_1 import (
    ApiKeyPermissionsSessionsItemType1,
)
from ..models.api_key_permissions_webhooks_item_type_0 import (
    ApiKeyPermissionsWebhooksItemType0,
)
from ..models.api_key_permissions_webhooks_item_type_1 import (
    ApiKeyPermissionsWebhooksItemType1,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="ApiKeyPermissions")


@_attrs_define
class ApiKeyPermissions:
    """resource → actions, e.g. {"projects": ["read", "write"]}

    Attributes:
        media (list[ApiKeyPermissionsMediaItemType0 | ApiKeyPermissionsMediaItemType1] | Unset):
        sessions (list[ApiKeyPermissionsSessionsItemType0 | ApiKeyPermissionsSessionsItemType1] | Unset):
        projects (list[ApiKeyPermissionsProjectsItemType0 | ApiKeyPermissionsProjectsItemType1] | Unset):
        renders (list[ApiKeyPermissionsRendersItemType0 | ApiKeyPermissionsRendersItemType1] | Unset):
        webhooks (list[ApiKeyPermissionsWebhooksItemType0 | ApiKeyPermissionsWebhooksItemType1] | Unset):
        billing (list[ApiKeyPermissionsBillingItemType0 | ApiKeyPermissionsBillingItemType1] | Unset):
    """

    media: (
        list[ApiKeyPermissionsMediaItemType0 | ApiKeyPermissionsMediaItemType1] | Unset
    ) = UNSET
    sessions: (
        list[ApiKeyPermissionsSessionsItemType0 | ApiKeyPermissionsSessionsItemType1]
        | Unset
    ) = UNSET
    projects: (
        list[ApiKeyPermissionsProjectsItemType0 | ApiKeyPermissionsProjectsItemType1]
        | Unset
    ) = UNSET
    renders: (
        list[ApiKeyPermissionsRendersItemType0 | ApiKeyPermissionsRendersItemType1]
        | Unset
    ) = UNSET
    webhooks: (
        list[ApiKeyPermissionsWebhooksItemType0 | ApiKeyPermissionsWebhooksItemType1]
        | Unset
    ) = UNSET
    billing: (
        list[ApiKeyPermissionsBillingItemType0 | ApiKeyPermissionsBillingItemType1]
        | Unset
    ) = UNSET

    def to_dict(self) -> dict[str, Any]:
        media: list[str] | Unset = UNSET
        if not isinstance(self.media, Unset):
            media = []
            for media_item_data in self.media:
                media_item: str
                if isinstance(media_item_data, ApiKeyPermissionsMediaItemType0):
                    media_item = media_item_data.value
                else:
                    media_item = media_item_data.value

                media.append(media_item)

        sessions: list[str] | Unset = UNSET
        if not isinstance(self.sessions, Unset):
            sessions = []
            for sessions_item_data in self.sessions:
                sessions_item: str
                if isinstance(sessions_item_data, ApiKeyPermissionsSessionsItemType0):
                    sessions_item = sessions_item_data.value
                else:
                    sessions_item = sessions_item_data.value

                sessions.append(sessions_item)

        projects: list[str] | Unset = UNSET
        if not isinstance(self.projects, Unset):
            projects = []
            for projects_item_data in self.projects:
                projects_item: str
                if isinstance(projects_item_data, ApiKeyPermissionsProjectsItemType0):
                    projects_item = projects_item_data.value
                else:
                    projects_item = projects_item_data.value

                projects.append(projects_item)

        renders: list[str] | Unset = UNSET
        if not isinstance(self.renders, Unset):
            renders = []
            for renders_item_data in self.renders:
                renders_item: str
                if isinstance(renders_item_data, ApiKeyPermissionsRendersItemType0):
                    renders_item = renders_item_data.value
                else:
                    renders_item = renders_item_data.value

                renders.append(renders_item)

        webhooks: list[str] | Unset = UNSET
        if not isinstance(self.webhooks, Unset):
            webhooks = []
            for webhooks_item_data in self.webhooks:
                webhooks_item: str
                if isinstance(webhooks_item_data, ApiKeyPermissionsWebhooksItemType0):
                    webhooks_item = webhooks_item_data.value
                else:
                    webhooks_item = webhooks_item_data.value

                webhooks.append(webhooks_item)

        billing: list[str] | Unset = UNSET
        if not isinstance(self.billing, Unset):
            billing = []
            for billing_item_data in self.billing:
                billing_item: str
                if isinstance(billing_item_data, ApiKeyPermissionsBillingItemType0):
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
            list[ApiKeyPermissionsMediaItemType0 | ApiKeyPermissionsMediaItemType1]
            | Unset
        ) = UNSET
        if _media is not UNSET:
            media = []
            for media_item_data in _media:

                def _parse_media_item(
                    data: object,
                ) -> ApiKeyPermissionsMediaItemType0 | ApiKeyPermissionsMediaItemType1:
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        media_item_type_0 = ApiKeyPermissionsMediaItemType0(data)

                        return media_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, str):
                        raise TypeError()
                    media_item_type_1 = ApiKeyPermissionsMediaItemType1(data)

                    return media_item_type_1

                media_item = _parse_media_item(media_item_data)

                media.append(media_item)

        _sessions = d.pop("sessions", UNSET)
        sessions: (
            list[
                ApiKeyPermissionsSessionsItemType0 | ApiKeyPermissionsSessionsItemType1
            ]
            | Unset
        ) = UNSET
        if _sessions is not UNSET:
            sessions = []
            for sessions_item_data in _sessions:

                def _parse_sessions_item(
                    data: object,
                ) -> (
                    ApiKeyPermissionsSessionsItemType0
                    | ApiKeyPermissionsSessionsItemType1
                ):
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        sessions_item_type_0 = ApiKeyPermissionsSessionsItemType0(data)

                        return sessions_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, str):
                        raise TypeError()
                    sessions_item_type_1 = ApiKeyPermissionsSessionsItemType1(data)

                    return sessions_item_type_1

                sessions_item = _parse_sessions_item(sessions_item_data)

                sessions.append(sessions_item)

        _projects = d.pop("projects", UNSET)
        projects: (
            list[
                ApiKeyPermissionsProjectsItemType0 | ApiKeyPermissionsProjectsItemType1
            ]
            | Unset
        ) = UNSET
        if _projects is not UNSET:
            projects = []
            for projects_item_data in _projects:

                def _parse_projects_item(
                    data: object,
                ) -> (
                    ApiKeyPermissionsProjectsItemType0
                    | ApiKeyPermissionsProjectsItemType1
                ):
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        projects_item_type_0 = ApiKeyPermissionsProjectsItemType0(data)

                        return projects_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, str):
                        raise TypeError()
                    projects_item_type_1 = ApiKeyPermissionsProjectsItemType1(data)

                    return projects_item_type_1

                projects_item = _parse_projects_item(projects_item_data)

                projects.append(projects_item)

        _renders = d.pop("renders", UNSET)
        renders: (
            list[ApiKeyPermissionsRendersItemType0 | ApiKeyPermissionsRendersItemType1]
            | Unset
        ) = UNSET
        if _renders is not UNSET:
            renders = []
            for renders_item_data in _renders:

                def _parse_renders_item(
                    data: object,
                ) -> (
                    ApiKeyPermissionsRendersItemType0
                    | ApiKeyPermissionsRendersItemType1
                ):
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        renders_item_type_0 = ApiKeyPermissionsRendersItemType0(data)

                        return renders_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, str):
                        raise TypeError()
                    renders_item_type_1 = ApiKeyPermissionsRendersItemType1(data)

                    return renders_item_type_1

                renders_item = _parse_renders_item(renders_item_data)

                renders.append(renders_item)

        _webhooks = d.pop("webhooks", UNSET)
        webhooks: (
            list[
                ApiKeyPermissionsWebhooksItemType0 | ApiKeyPermissionsWebhooksItemType1
            ]
            | Unset
        ) = UNSET
        if _webhooks is not UNSET:
            webhooks = []
            for webhooks_item_data in _webhooks:

                def _parse_webhooks_item(
                    data: object,
                ) -> (
                    ApiKeyPermissionsWebhooksItemType0
                    | ApiKeyPermissionsWebhooksItemType1
                ):
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        webhooks_item_type_0 = ApiKeyPermissionsWebhooksItemType0(data)

                        return webhooks_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, str):
                        raise TypeError()
                    webhooks_item_type_1 = ApiKeyPermissionsWebhooksItemType1(data)

                    return webhooks_item_type_1

                webhooks_item = _parse_webhooks_item(webhooks_item_data)

                webhooks.append(webhooks_item)

        _billing = d.pop("billing", UNSET)
        billing: (
            list[ApiKeyPermissionsBillingItemType0 | ApiKeyPermissionsBillingItemType1]
            | Unset
        ) = UNSET
        if _billing is not UNSET:
            billing = []
            for billing_item_data in _billing:

                def _parse_billing_item(
                    data: object,
                ) -> (
                    ApiKeyPermissionsBillingItemType0
                    | ApiKeyPermissionsBillingItemType1
                ):
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        billing_item_type_0 = ApiKeyPermissionsBillingItemType0(data)

                        return billing_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, str):
                        raise TypeError()
                    billing_item_type_1 = ApiKeyPermissionsBillingItemType1(data)

                    return billing_item_type_1

                billing_item = _parse_billing_item(billing_item_data)

                billing.append(billing_item)

        api_key_permissions = cls(
            media=media,
            sessions=sessions,
            projects=projects,
            renders=renders,
            webhooks=webhooks,
            billing=billing,
        )

        return api_key_permissions
