from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.create_api_key_body_permissions_billing_item_type_0 import (
    CreateApiKeyBodyPermissionsBillingItemType0,
)
from ..models.create_api_key_body_permissions_billing_item_type_1 import (
    CreateApiKeyBodyPermissionsBillingItemType1,
)
from ..models.create_api_key_body_permissions_media_item_type_0 import (
    CreateApiKeyBodyPermissionsMediaItemType0,
)
from ..models.create_api_key_body_permissions_media_item_type_1 import (
    CreateApiKeyBodyPermissionsMediaItemType1,
)
from ..models.create_api_key_body_permissions_projects_item_type_0 import (
    CreateApiKeyBodyPermissionsProjectsItemType0,
)
from ..models.create_api_key_body_permissions_projects_item_type_1 import (
    CreateApiKeyBodyPermissionsProjectsItemType1,
)
from ..models.create_api_key_body_permissions_renders_item_type_0 import (
    CreateApiKeyBodyPermissionsRendersItemType0,
)
from ..models.create_api_key_body_permissions_renders_item_type_1 import (
    CreateApiKeyBodyPermissionsRendersItemType1,
)
from ..models.create_api_key_body_permissions_sessions_item_type_0 import (
    CreateApiKeyBodyPermissionsSessionsItemType0,
)
from ..models.create_api_key_body_permissions_sessions_item_type_1 import (
    CreateApiKeyBodyPermissionsSessionsItemType1,
)
from ..models.create_api_key_body_permissions_webhooks_item_type_0 import (
    CreateApiKeyBodyPermissionsWebhooksItemType0,
)
from ..models.create_api_key_body_permissions_webhooks_item_type_1 import (
    CreateApiKeyBodyPermissionsWebhooksItemType1,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateApiKeyBodyPermissions")


@_attrs_define
class CreateApiKeyBodyPermissions:
    """resource → actions, e.g. {"projects": ["read", "write"]}; at least one

    Attributes:
        media (list[CreateApiKeyBodyPermissionsMediaItemType0 | CreateApiKeyBodyPermissionsMediaItemType1] | Unset):
        sessions (list[CreateApiKeyBodyPermissionsSessionsItemType0 | CreateApiKeyBodyPermissionsSessionsItemType1] |
            Unset):
        projects (list[CreateApiKeyBodyPermissionsProjectsItemType0 | CreateApiKeyBodyPermissionsProjectsItemType1] |
            Unset):
        renders (list[CreateApiKeyBodyPermissionsRendersItemType0 | CreateApiKeyBodyPermissionsRendersItemType1] |
            Unset):
        webhooks (list[CreateApiKeyBodyPermissionsWebhooksItemType0 | CreateApiKeyBodyPermissionsWebhooksItemType1] |
            Unset):
        billing (list[CreateApiKeyBodyPermissionsBillingItemType0 | CreateApiKeyBodyPermissionsBillingItemType1] |
            Unset):
    """

    media: (
        list[
            CreateApiKeyBodyPermissionsMediaItemType0
            | CreateApiKeyBodyPermissionsMediaItemType1
        ]
        | Unset
    ) = UNSET
    sessions: (
        list[
            CreateApiKeyBodyPermissionsSessionsItemType0
            | CreateApiKeyBodyPermissionsSessionsItemType1
        ]
        | Unset
    ) = UNSET
    projects: (
        list[
            CreateApiKeyBodyPermissionsProjectsItemType0
            | CreateApiKeyBodyPermissionsProjectsItemType1
        ]
        | Unset
    ) = UNSET
    renders: (
        list[
            CreateApiKeyBodyPermissionsRendersItemType0
            | CreateApiKeyBodyPermissionsRendersItemType1
        ]
        | Unset
    ) = UNSET
    webhooks: (
        list[
            CreateApiKeyBodyPermissionsWebhooksItemType0
            | CreateApiKeyBodyPermissionsWebhooksItemType1
        ]
        | Unset
    ) = UNSET
    billing: (
        list[
            CreateApiKeyBodyPermissionsBillingItemType0
            | CreateApiKeyBodyPermissionsBillingItemType1
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
                    media_item_data, CreateApiKeyBodyPermissionsMediaItemType0
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
                    sessions_item_data, CreateApiKeyBodyPermissionsSessionsItemType0
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
                    projects_item_data, CreateApiKeyBodyPermissionsProjectsItemType0
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
                    renders_item_data, CreateApiKeyBodyPermissionsRendersItemType0
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
                    webhooks_item_data, CreateApiKeyBodyPermissionsWebhooksItemType0
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
                    billing_item_data, CreateApiKeyBodyPermissionsBillingItemType0
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
                CreateApiKeyBodyPermissionsMediaItemType0
                | CreateApiKeyBodyPermissionsMediaItemType1
            ]
            | Unset
        ) = UNSET
        if _media is not UNSET:
            media = []
            for media_item_data in _media:

                def _parse_media_item(
                    data: object,
                ) -> (
                    CreateApiKeyBodyPermissionsMediaItemType0
                    | CreateApiKeyBodyPermissionsMediaItemType1
                ):
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        media_item_type_0 = CreateApiKeyBodyPermissionsMediaItemType0(
                            data
                        )

                        return media_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, str):
                        raise TypeError()
                    media_item_type_1 = CreateApiKeyBodyPermissionsMediaItemType1(data)

                    return media_item_type_1

                media_item = _parse_media_item(media_item_data)

                media.append(media_item)

        _sessions = d.pop("sessions", UNSET)
        sessions: (
            list[
                CreateApiKeyBodyPermissionsSessionsItemType0
                | CreateApiKeyBodyPermissionsSessionsItemType1
            ]
            | Unset
        ) = UNSET
        if _sessions is not UNSET:
            sessions = []
            for sessions_item_data in _sessions:

                def _parse_sessions_item(
                    data: object,
                ) -> (
                    CreateApiKeyBodyPermissionsSessionsItemType0
                    | CreateApiKeyBodyPermissionsSessionsItemType1
                ):
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        sessions_item_type_0 = (
                            CreateApiKeyBodyPermissionsSessionsItemType0(data)
                        )

                        return sessions_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, str):
                        raise TypeError()
                    sessions_item_type_1 = CreateApiKeyBodyPermissionsSessionsItemType1(
                        data
                    )

                    return sessions_item_type_1

                sessions_item = _parse_sessions_item(sessions_item_data)

                sessions.append(sessions_item)

        _projects = d.pop("projects", UNSET)
        projects: (
            list[
                CreateApiKeyBodyPermissionsProjectsItemType0
                | CreateApiKeyBodyPermissionsProjectsItemType1
            ]
            | Unset
        ) = UNSET
        if _projects is not UNSET:
            projects = []
            for projects_item_data in _projects:

                def _parse_projects_item(
                    data: object,
                ) -> (
                    CreateApiKeyBodyPermissionsProjectsItemType0
                    | CreateApiKeyBodyPermissionsProjectsItemType1
                ):
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        projects_item_type_0 = (
                            CreateApiKeyBodyPermissionsProjectsItemType0(data)
                        )

                        return projects_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, str):
                        raise TypeError()
                    projects_item_type_1 = CreateApiKeyBodyPermissionsProjectsItemType1(
                        data
                    )

                    return projects_item_type_1

                projects_item = _parse_projects_item(projects_item_data)

                projects.append(projects_item)

        _renders = d.pop("renders", UNSET)
        renders: (
            list[
                CreateApiKeyBodyPermissionsRendersItemType0
                | CreateApiKeyBodyPermissionsRendersItemType1
            ]
            | Unset
        ) = UNSET
        if _renders is not UNSET:
            renders = []
            for renders_item_data in _renders:

                def _parse_renders_item(
                    data: object,
                ) -> (
                    CreateApiKeyBodyPermissionsRendersItemType0
                    | CreateApiKeyBodyPermissionsRendersItemType1
                ):
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        renders_item_type_0 = (
                            CreateApiKeyBodyPermissionsRendersItemType0(data)
                        )

                        return renders_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, str):
                        raise TypeError()
                    renders_item_type_1 = CreateApiKeyBodyPermissionsRendersItemType1(
                        data
                    )

                    return renders_item_type_1

                renders_item = _parse_renders_item(renders_item_data)

                renders.append(renders_item)

        _webhooks = d.pop("webhooks", UNSET)
        webhooks: (
            list[
                CreateApiKeyBodyPermissionsWebhooksItemType0
                | CreateApiKeyBodyPermissionsWebhooksItemType1
            ]
            | Unset
        ) = UNSET
        if _webhooks is not UNSET:
            webhooks = []
            for webhooks_item_data in _webhooks:

                def _parse_webhooks_item(
                    data: object,
                ) -> (
                    CreateApiKeyBodyPermissionsWebhooksItemType0
                    | CreateApiKeyBodyPermissionsWebhooksItemType1
                ):
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        webhooks_item_type_0 = (
                            CreateApiKeyBodyPermissionsWebhooksItemType0(data)
                        )

                        return webhooks_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, str):
                        raise TypeError()
                    webhooks_item_type_1 = CreateApiKeyBodyPermissionsWebhooksItemType1(
                        data
                    )

                    return webhooks_item_type_1

                webhooks_item = _parse_webhooks_item(webhooks_item_data)

                webhooks.append(webhooks_item)

        _billing = d.pop("billing", UNSET)
        billing: (
            list[
                CreateApiKeyBodyPermissionsBillingItemType0
                | CreateApiKeyBodyPermissionsBillingItemType1
            ]
            | Unset
        ) = UNSET
        if _billing is not UNSET:
            billing = []
            for billing_item_data in _billing:

                def _parse_billing_item(
                    data: object,
                ) -> (
                    CreateApiKeyBodyPermissionsBillingItemType0
                    | CreateApiKeyBodyPermissionsBillingItemType1
                ):
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        billing_item_type_0 = (
                            CreateApiKeyBodyPermissionsBillingItemType0(data)
                        )

                        return billing_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, str):
                        raise TypeError()
                    billing_item_type_1 = CreateApiKeyBodyPermissionsBillingItemType1(
                        data
                    )

                    return billing_item_type_1

                billing_item = _parse_billing_item(billing_item_data)

                billing.append(billing_item)

        create_api_key_body_permissions = cls(
            media=media,
            sessions=sessions,
            projects=projects,
            renders=renders,
            webhooks=webhooks,
            billing=billing,
        )

        return create_api_key_body_permissions
