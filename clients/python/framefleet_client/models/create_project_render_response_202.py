from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.create_project_render_response_202_kind_type_0 import (
    CreateProjectRenderResponse202KindType0,
)
from ..models.create_project_render_response_202_kind_type_1 import (
    CreateProjectRenderResponse202KindType1,
)
from ..models.create_project_render_response_202_status_type_0 import (
    CreateProjectRenderResponse202StatusType0,
)
from ..models.create_project_render_response_202_status_type_1 import (
    CreateProjectRenderResponse202StatusType1,
)
from ..models.create_project_render_response_202_status_type_2 import (
    CreateProjectRenderResponse202StatusType2,
)
from ..models.create_project_render_response_202_status_type_3 import (
    CreateProjectRenderResponse202StatusType3,
)
from ..models.create_project_render_response_202_status_type_4 import (
    CreateProjectRenderResponse202StatusType4,
)
from ..models.create_project_render_response_202_status_type_5 import (
    CreateProjectRenderResponse202StatusType5,
)

if TYPE_CHECKING:
    from ..models.create_project_render_response_202_error_details_type_0 import (
        CreateProjectRenderResponse202ErrorDetailsType0,
    )
    from ..models.create_project_render_response_202_format import (
        CreateProjectRenderResponse202Format,
    )
    from ..models.create_project_render_response_202_progress import (
        CreateProjectRenderResponse202Progress,
    )
    from ..models.create_project_render_response_202_seams_type_0 import (
        CreateProjectRenderResponse202SeamsType0,
    )
    from ..models.create_project_render_response_202_window_type_0 import (
        CreateProjectRenderResponse202WindowType0,
    )
    from ..models.render_cost_report import RenderCostReport


T = TypeVar("T", bound="CreateProjectRenderResponse202")


@_attrs_define
class CreateProjectRenderResponse202:
    """
    Attributes:
        id (str):
        kind (CreateProjectRenderResponse202KindType0 | CreateProjectRenderResponse202KindType1): a full render, or a
            scoped preview of a window at capped resolution
        window (CreateProjectRenderResponse202WindowType0 | None):
        project_id (None | str):
        composition_id (None | str):
        template_id (None | str):
        template_version (int | None):
        status (CreateProjectRenderResponse202StatusType0 | CreateProjectRenderResponse202StatusType1 |
            CreateProjectRenderResponse202StatusType2 | CreateProjectRenderResponse202StatusType3 |
            CreateProjectRenderResponse202StatusType4 | CreateProjectRenderResponse202StatusType5):
        progress (CreateProjectRenderResponse202Progress):
        output_url (None | str):
        output_expires_at (None | str):
        seams (CreateProjectRenderResponse202SeamsType0 | None):
        share_url (str): public link: redirects to the output once complete; closed on cancel
        poster_url (None | str):
        error (None | str):
        error_code (None | str):
        error_details (CreateProjectRenderResponse202ErrorDetailsType0 | None):
        category (None | str):
        retryable (bool | None):
        created_at (str):
        updated_at (str):
        list_usd (float):
        warnings (list[str]):
        format_ (CreateProjectRenderResponse202Format):
        cost_report (None | RenderCostReport): what the render cost, measured on the nodes (CPU-seconds per stage,
            bytes, cache use, scenes redone), the credits charged and an estimated infrastructure cost; null until it is
            delivered
        contract (str): API contract that produced the body
        contract_version (str):
    """

    id: str
    kind: (
        CreateProjectRenderResponse202KindType0
        | CreateProjectRenderResponse202KindType1
    )
    window: CreateProjectRenderResponse202WindowType0 | None
    project_id: None | str
    composition_id: None | str
    template_id: None | str
    template_version: int | None
    status: (
        CreateProjectRenderResponse202StatusType0
        | CreateProjectRenderResponse202StatusType1
        | CreateProjectRenderResponse202StatusType2
        | CreateProjectRenderResponse202StatusType3
        | CreateProjectRenderResponse202StatusType4
        | CreateProjectRenderResponse202StatusType5
    )
    progress: CreateProjectRenderResponse202Progress
    output_url: None | str
    output_expires_at: None | str
    seams: CreateProjectRenderResponse202SeamsType0 | None
    share_url: str
    poster_url: None | str
    error: None | str
    error_code: None | str
    error_details: CreateProjectRenderResponse202ErrorDetailsType0 | None
    category: None | str
    retryable: bool | None
    created_at: str
    updated_at: str
    list_usd: float
    warnings: list[str]
    format_: CreateProjectRenderResponse202Format
    cost_report: None | RenderCostReport
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.create_project_render_response_202_error_details_type_0 import (
            CreateProjectRenderResponse202ErrorDetailsType0,
        )
        from ..models.create_project_render_response_202_seams_type_0 import (
            CreateProjectRenderResponse202SeamsType0,
        )
        from ..models.create_project_render_response_202_window_type_0 import (
            CreateProjectRenderResponse202WindowType0,
        )
        from ..models.render_cost_report import RenderCostReport

        id = self.id

        kind: str
        if isinstance(self.kind, CreateProjectRenderResponse202KindType0):
            kind = self.kind.value
        else:
            kind = self.kind.value

        window: dict[str, Any] | None
        if isinstance(self.window, CreateProjectRenderResponse202WindowType0):
            window = self.window.to_dict()
        else:
            window = self.window

        project_id: None | str
        project_id = self.project_id

        composition_id: None | str
        composition_id = self.composition_id

        template_id: None | str
        template_id = self.template_id

        template_version: int | None
        template_version = self.template_version

        status: str
        if (
            isinstance(self.status, CreateProjectRenderResponse202StatusType0)
            or isinstance(self.status, CreateProjectRenderResponse202StatusType1)
            or isinstance(self.status, CreateProjectRenderResponse202StatusType2)
            or isinstance(self.status, CreateProjectRenderResponse202StatusType3)
            or isinstance(self.status, CreateProjectRenderResponse202StatusType4)
        ):
            status = self.status.value
        else:
            status = self.status.value

        progress = self.progress.to_dict()

        output_url: None | str
        output_url = self.output_url

        output_expires_at: None | str
        output_expires_at = self.output_expires_at

        seams: dict[str, Any] | None
        if isinstance(self.seams, CreateProjectRenderResponse202SeamsType0):
            seams = self.seams.to_dict()
        else:
            seams = self.seams

        share_url = self.share_url

        poster_url: None | str
        poster_url = self.poster_url

        error: None | str
        error = self.error

        error_code: None | str
        error_code = self.error_code

        error_details: dict[str, Any] | None
        if isinstance(
            self.error_details, CreateProjectRenderResponse202ErrorDetailsType0
        ):
            error_details = self.error_details.to_dict()
        else:
            error_details = self.error_details

        category: None | str
        category = self.category

        retryable: bool | None
        retryable = self.retryable

        created_at = self.created_at

        updated_at = self.updated_at

        list_usd = self.list_usd

        warnings = self.warnings

        format_ = self.format_.to_dict()

        cost_report: dict[str, Any] | None
        if isinstance(self.cost_report, RenderCostReport):
            cost_report = self.cost_report.to_dict()
        else:
            cost_report = self.cost_report

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "window": window,
                "projectId": project_id,
                "compositionId": composition_id,
                "templateId": template_id,
                "templateVersion": template_version,
                "status": status,
                "progress": progress,
                "outputUrl": output_url,
                "outputExpiresAt": output_expires_at,
                "seams": seams,
                "shareUrl": share_url,
                "posterUrl": poster_url,
                "error": error,
                "errorCode": error_code,
                "errorDetails": error_details,
                "category": category,
                "retryable": retryable,
                "createdAt": created_at,
                "updatedAt": updated_at,
                "listUsd": list_usd,
                "warnings": warnings,
                "format": format_,
                "costReport": cost_report,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.create_project_render_response_202_error_details_type_0 import (
            CreateProjectRenderResponse202ErrorDetailsType0,
        )
        from ..models.create_project_render_response_202_format import (
            CreateProjectRenderResponse202Format,
        )
        from ..models.create_project_render_response_202_progress import (
            CreateProjectRenderResponse202Progress,
        )
        from ..models.create_project_render_response_202_seams_type_0 import (
            CreateProjectRenderResponse202SeamsType0,
        )
        from ..models.create_project_render_response_202_window_type_0 import (
            CreateProjectRenderResponse202WindowType0,
        )
        from ..models.render_cost_report import RenderCostReport

        d = dict(src_dict)
        id = d.pop("id")

        def _parse_kind(
            data: object,
        ) -> (
            CreateProjectRenderResponse202KindType0
            | CreateProjectRenderResponse202KindType1
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0 = CreateProjectRenderResponse202KindType0(data)

                return kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            kind_type_1 = CreateProjectRenderResponse202KindType1(data)

            return kind_type_1

        kind = _parse_kind(d.pop("kind"))

        def _parse_window(
            data: object,
        ) -> CreateProjectRenderResponse202WindowType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                window_type_0 = CreateProjectRenderResponse202WindowType0.from_dict(
                    data
                )

                return window_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CreateProjectRenderResponse202WindowType0 | None, data)

        window = _parse_window(d.pop("window"))

        def _parse_project_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        project_id = _parse_project_id(d.pop("projectId"))

        def _parse_composition_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        composition_id = _parse_composition_id(d.pop("compositionId"))

        def _parse_template_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        template_id = _parse_template_id(d.pop("templateId"))

        def _parse_template_version(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        template_version = _parse_template_version(d.pop("templateVersion"))

        def _parse_status(
            data: object,
        ) -> (
            CreateProjectRenderResponse202StatusType0
            | CreateProjectRenderResponse202StatusType1
            | CreateProjectRenderResponse202StatusType2
            | CreateProjectRenderResponse202StatusType3
            | CreateProjectRenderResponse202StatusType4
            | CreateProjectRenderResponse202StatusType5
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = CreateProjectRenderResponse202StatusType0(data)

                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_1 = CreateProjectRenderResponse202StatusType1(data)

                return status_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_2 = CreateProjectRenderResponse202StatusType2(data)

                return status_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_3 = CreateProjectRenderResponse202StatusType3(data)

                return status_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_4 = CreateProjectRenderResponse202StatusType4(data)

                return status_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            status_type_5 = CreateProjectRenderResponse202StatusType5(data)

            return status_type_5

        status = _parse_status(d.pop("status"))

        progress = CreateProjectRenderResponse202Progress.from_dict(d.pop("progress"))

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

        def _parse_seams(
            data: object,
        ) -> CreateProjectRenderResponse202SeamsType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                seams_type_0 = CreateProjectRenderResponse202SeamsType0.from_dict(data)

                return seams_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CreateProjectRenderResponse202SeamsType0 | None, data)

        seams = _parse_seams(d.pop("seams"))

        share_url = d.pop("shareUrl")

        def _parse_poster_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        poster_url = _parse_poster_url(d.pop("posterUrl"))

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        def _parse_error_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error_code = _parse_error_code(d.pop("errorCode"))

        def _parse_error_details(
            data: object,
        ) -> CreateProjectRenderResponse202ErrorDetailsType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_details_type_0 = (
                    CreateProjectRenderResponse202ErrorDetailsType0.from_dict(data)
                )

                return error_details_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CreateProjectRenderResponse202ErrorDetailsType0 | None, data)

        error_details = _parse_error_details(d.pop("errorDetails"))

        def _parse_category(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        category = _parse_category(d.pop("category"))

        def _parse_retryable(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        retryable = _parse_retryable(d.pop("retryable"))

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        list_usd = d.pop("listUsd")

        warnings = cast(list[str], d.pop("warnings"))

        format_ = CreateProjectRenderResponse202Format.from_dict(d.pop("format"))

        def _parse_cost_report(data: object) -> None | RenderCostReport:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                cost_report_type_0 = RenderCostReport.from_dict(data)

                return cost_report_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RenderCostReport, data)

        cost_report = _parse_cost_report(d.pop("costReport"))

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        create_project_render_response_202 = cls(
            id=id,
            kind=kind,
            window=window,
            project_id=project_id,
            composition_id=composition_id,
            template_id=template_id,
            template_version=template_version,
            status=status,
            progress=progress,
            output_url=output_url,
            output_expires_at=output_expires_at,
            seams=seams,
            share_url=share_url,
            poster_url=poster_url,
            error=error,
            error_code=error_code,
            error_details=error_details,
            category=category,
            retryable=retryable,
            created_at=created_at,
            updated_at=updated_at,
            list_usd=list_usd,
            warnings=warnings,
            format_=format_,
            cost_report=cost_report,
            contract=contract,
            contract_version=contract_version,
        )

        create_project_render_response_202.additional_properties = d
        return create_project_render_response_202

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
