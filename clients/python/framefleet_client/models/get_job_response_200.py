from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.get_job_response_200_status_type_0 import GetJobResponse200StatusType0
from ..models.get_job_response_200_status_type_1 import GetJobResponse200StatusType1
from ..models.get_job_response_200_status_type_2 import GetJobResponse200StatusType2
from ..models.get_job_response_200_status_type_3 import GetJobResponse200StatusType3
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.get_job_response_200_error_type_0 import GetJobResponse200ErrorType0
    from ..models.get_job_response_200_progress import GetJobResponse200Progress
    from ..models.get_job_response_200_result_type_0 import GetJobResponse200ResultType0


T = TypeVar("T", bound="GetJobResponse200")


@_attrs_define
class GetJobResponse200:
    """
    Attributes:
        job_id (str):
        job_key (str):
        kind (str): what the job does: `render` (renders and scoped previews; the job id is the render id), `transcribe`
            (a media transcription), `preview_frame` (still frames of a composition), `verify` (scores a composition with
            its critics, citing evidence stills), `preview` (a component preview clip), `fact` (a media fact: a subject
            track, a matte or a subject detection (bought), or the signals of a multicam angle (free)), `brand_kit_extract`
            (a website's brand tokens)
        status (GetJobResponse200StatusType0 | GetJobResponse200StatusType1 | GetJobResponse200StatusType2 |
            GetJobResponse200StatusType3):
        result (GetJobResponse200ResultType0 | None): set when status is succeeded
        error (GetJobResponse200ErrorType0 | None): set when status is failed
        created_at (str):
        updated_at (str):
        finished_at (None | str):
        contract (str): API contract that produced the body
        contract_version (str):
        progress (GetJobResponse200Progress | Unset): render jobs: how far the render is
    """

    job_id: str
    job_key: str
    kind: str
    status: (
        GetJobResponse200StatusType0
        | GetJobResponse200StatusType1
        | GetJobResponse200StatusType2
        | GetJobResponse200StatusType3
    )
    result: GetJobResponse200ResultType0 | None
    error: GetJobResponse200ErrorType0 | None
    created_at: str
    updated_at: str
    finished_at: None | str
    contract: str
    contract_version: str
    progress: GetJobResponse200Progress | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.get_job_response_200_error_type_0 import (
            GetJobResponse200ErrorType0,
        )
        from ..models.get_job_response_200_result_type_0 import (
            GetJobResponse200ResultType0,
        )

        job_id = self.job_id

        job_key = self.job_key

        kind = self.kind

        status: str
        if (
            isinstance(self.status, GetJobResponse200StatusType0)
            or isinstance(self.status, GetJobResponse200StatusType1)
            or isinstance(self.status, GetJobResponse200StatusType2)
        ):
            status = self.status.value
        else:
            status = self.status.value

        result: dict[str, Any] | None
        if isinstance(self.result, GetJobResponse200ResultType0):
            result = self.result.to_dict()
        else:
            result = self.result

        error: dict[str, Any] | None
        if isinstance(self.error, GetJobResponse200ErrorType0):
            error = self.error.to_dict()
        else:
            error = self.error

        created_at = self.created_at

        updated_at = self.updated_at

        finished_at: None | str
        finished_at = self.finished_at

        contract = self.contract

        contract_version = self.contract_version

        progress: dict[str, Any] | Unset = UNSET
        if not isinstance(self.progress, Unset):
            progress = self.progress.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "jobId": job_id,
                "jobKey": job_key,
                "kind": kind,
                "status": status,
                "result": result,
                "error": error,
                "createdAt": created_at,
                "updatedAt": updated_at,
                "finishedAt": finished_at,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )
        if progress is not UNSET:
            field_dict["progress"] = progress

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_job_response_200_error_type_0 import (
            GetJobResponse200ErrorType0,
        )
        from ..models.get_job_response_200_progress import GetJobResponse200Progress
        from ..models.get_job_response_200_result_type_0 import (
            GetJobResponse200ResultType0,
        )

        d = dict(src_dict)
        job_id = d.pop("jobId")

        job_key = d.pop("jobKey")

        kind = d.pop("kind")

        def _parse_status(
            data: object,
        ) -> (
            GetJobResponse200StatusType0
            | GetJobResponse200StatusType1
            | GetJobResponse200StatusType2
            | GetJobResponse200StatusType3
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = GetJobResponse200StatusType0(data)

                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_1 = GetJobResponse200StatusType1(data)

                return status_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_2 = GetJobResponse200StatusType2(data)

                return status_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            status_type_3 = GetJobResponse200StatusType3(data)

            return status_type_3

        status = _parse_status(d.pop("status"))

        def _parse_result(data: object) -> GetJobResponse200ResultType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = GetJobResponse200ResultType0.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GetJobResponse200ResultType0 | None, data)

        result = _parse_result(d.pop("result"))

        def _parse_error(data: object) -> GetJobResponse200ErrorType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_0 = GetJobResponse200ErrorType0.from_dict(data)

                return error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GetJobResponse200ErrorType0 | None, data)

        error = _parse_error(d.pop("error"))

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        def _parse_finished_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        finished_at = _parse_finished_at(d.pop("finishedAt"))

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        _progress = d.pop("progress", UNSET)
        progress: GetJobResponse200Progress | Unset
        if isinstance(_progress, Unset):
            progress = UNSET
        else:
            progress = GetJobResponse200Progress.from_dict(_progress)

        get_job_response_200 = cls(
            job_id=job_id,
            job_key=job_key,
            kind=kind,
            status=status,
            result=result,
            error=error,
            created_at=created_at,
            updated_at=updated_at,
            finished_at=finished_at,
            contract=contract,
            contract_version=contract_version,
            progress=progress,
        )

        get_job_response_200.additional_properties = d
        return get_job_response_200

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
