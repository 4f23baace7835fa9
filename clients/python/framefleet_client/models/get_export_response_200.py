from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.get_export_response_200_container import GetExportResponse200Container
from ..models.get_export_response_200_render_kind_type_0 import (
    GetExportResponse200RenderKindType0,
)
from ..models.get_export_response_200_render_kind_type_1 import (
    GetExportResponse200RenderKindType1,
)
from ..models.get_export_response_200_status_type_0 import (
    GetExportResponse200StatusType0,
)
from ..models.get_export_response_200_status_type_1 import (
    GetExportResponse200StatusType1,
)
from ..models.get_export_response_200_status_type_2 import (
    GetExportResponse200StatusType2,
)
from ..models.get_export_response_200_status_type_3 import (
    GetExportResponse200StatusType3,
)

T = TypeVar("T", bound="GetExportResponse200")


@_attrs_define
class GetExportResponse200:
    """
    Attributes:
        id (str): the export id: the id of the render that delivers it
        render_id (str):
        render_kind (GetExportResponse200RenderKindType0 | GetExportResponse200RenderKindType1):
        project_id (str):
        status (GetExportResponse200StatusType0 | GetExportResponse200StatusType1 | GetExportResponse200StatusType2 |
            GetExportResponse200StatusType3): pending (render running), available (delivered, link valid), expired (past
            outputExpiresAt), unavailable (render failed or cancelled)
        output_url (None | str):
        output_expires_at (None | str):
        share_url (str): public link: redirects to the output while available
        container (GetExportResponse200Container):
        codec (None | str):
        width (int):
        height (int):
        fps (float):
        size_bytes (int | None):
        duration_sec (float):
        frame_count (int):
        delivered_at (None | str):
        created_at (str):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    id: str
    render_id: str
    render_kind: (
        GetExportResponse200RenderKindType0 | GetExportResponse200RenderKindType1
    )
    project_id: str
    status: (
        GetExportResponse200StatusType0
        | GetExportResponse200StatusType1
        | GetExportResponse200StatusType2
        | GetExportResponse200StatusType3
    )
    output_url: None | str
    output_expires_at: None | str
    share_url: str
    container: GetExportResponse200Container
    codec: None | str
    width: int
    height: int
    fps: float
    size_bytes: int | None
    duration_sec: float
    frame_count: int
    delivered_at: None | str
    created_at: str
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        render_id = self.render_id

        render_kind: str
        if isinstance(self.render_kind, GetExportResponse200RenderKindType0):
            render_kind = self.render_kind.value
        else:
            render_kind = self.render_kind.value

        project_id = self.project_id

        status: str
        if (
            isinstance(self.status, GetExportResponse200StatusType0)
            or isinstance(self.status, GetExportResponse200StatusType1)
            or isinstance(self.status, GetExportResponse200StatusType2)
        ):
            status = self.status.value
        else:
            status = self.status.value

        output_url: None | str
        output_url = self.output_url

        output_expires_at: None | str
        output_expires_at = self.output_expires_at

        share_url = self.share_url

        container = self.container.value

        codec: None | str
        codec = self.codec

        width = self.width

        height = self.height

        fps = self.fps

        size_bytes: int | None
        size_bytes = self.size_bytes

        duration_sec = self.duration_sec

        frame_count = self.frame_count

        delivered_at: None | str
        delivered_at = self.delivered_at

        created_at = self.created_at

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "renderId": render_id,
                "renderKind": render_kind,
                "projectId": project_id,
                "status": status,
                "outputUrl": output_url,
                "outputExpiresAt": output_expires_at,
                "shareUrl": share_url,
                "container": container,
                "codec": codec,
                "width": width,
                "height": height,
                "fps": fps,
                "sizeBytes": size_bytes,
                "durationSec": duration_sec,
                "frameCount": frame_count,
                "deliveredAt": delivered_at,
                "createdAt": created_at,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        render_id = d.pop("renderId")

        def _parse_render_kind(
            data: object,
        ) -> GetExportResponse200RenderKindType0 | GetExportResponse200RenderKindType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                render_kind_type_0 = GetExportResponse200RenderKindType0(data)

                return render_kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            render_kind_type_1 = GetExportResponse200RenderKindType1(data)

            return render_kind_type_1

        render_kind = _parse_render_kind(d.pop("renderKind"))

        project_id = d.pop("projectId")

        def _parse_status(
            data: object,
        ) -> (
            GetExportResponse200StatusType0
            | GetExportResponse200StatusType1
            | GetExportResponse200StatusType2
            | GetExportResponse200StatusType3
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = GetExportResponse200StatusType0(data)

                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_1 = GetExportResponse200StatusType1(data)

                return status_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_2 = GetExportResponse200StatusType2(data)

                return status_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            status_type_3 = GetExportResponse200StatusType3(data)

            return status_type_3

        status = _parse_status(d.pop("status"))

        def _parse_output_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        output_url = _parse_output_url(d.pop("outputUrl"))

        def _parse_output_expires_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        output_expires_at = _parse_output_expires_at(d.pop("outputExpiresAt"))

        share_url = d.pop("shareUrl")

        container = GetExportResponse200Container(d.pop("container"))

        def _parse_codec(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        codec = _parse_codec(d.pop("codec"))

        width = d.pop("width")

        height = d.pop("height")

        fps = d.pop("fps")

        def _parse_size_bytes(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        size_bytes = _parse_size_bytes(d.pop("sizeBytes"))

        duration_sec = d.pop("durationSec")

        frame_count = d.pop("frameCount")

        def _parse_delivered_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        delivered_at = _parse_delivered_at(d.pop("deliveredAt"))

        created_at = d.pop("createdAt")

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        get_export_response_200 = cls(
            id=id,
            render_id=render_id,
            render_kind=render_kind,
            project_id=project_id,
            status=status,
            output_url=output_url,
            output_expires_at=output_expires_at,
            share_url=share_url,
            container=container,
            codec=codec,
            width=width,
            height=height,
            fps=fps,
            size_bytes=size_bytes,
            duration_sec=duration_sec,
            frame_count=frame_count,
            delivered_at=delivered_at,
            created_at=created_at,
            contract=contract,
            contract_version=contract_version,
        )

        get_export_response_200.additional_properties = d
        return get_export_response_200

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
