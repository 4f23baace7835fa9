from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.fact_detector_type_0_type_0 import FactDetectorType0Type0
from ..models.fact_detector_type_0_type_1 import FactDetectorType0Type1
from ..models.fact_kind_type_0 import FactKindType0
from ..models.fact_kind_type_1 import FactKindType1
from ..models.fact_kind_type_2 import FactKindType2
from ..models.fact_kind_type_3 import FactKindType3
from ..models.fact_status_type_0 import FactStatusType0
from ..models.fact_status_type_1 import FactStatusType1
from ..models.fact_status_type_2 import FactStatusType2
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fact_charge import FactCharge
    from ..models.fact_error import FactError
    from ..models.fact_progress import FactProgress
    from ..models.fact_summary_type_0 import FactSummaryType0
    from ..models.fact_window_type_0 import FactWindowType0


T = TypeVar("T", bound="Fact")


@_attrs_define
class Fact:
    """
    Attributes:
        fact_id (str):
        media_id (str):
        kind (FactKindType0 | FactKindType1 | FactKindType2 | FactKindType3):
        detector (FactDetectorType0Type0 | FactDetectorType0Type1 | None):
        window (FactWindowType0 | None):
        status (FactStatusType0 | FactStatusType1 | FactStatusType2):
        summary (FactSummaryType0 | None):
        quoted_usd (float): the quote held when the fact was bought
        job_id (str): the fact as a job: GET /v1/jobs/{jobId} (kind fact)
        media_type (None | str):
        size_bytes (int | None):
        url (None | str):
        url_expires_at (None | str):
        created_at (str):
        updated_at (str):
        charge (FactCharge | Unset): what delivery charged; absent when the fact cost nothing (e.g. a matte with
            presenceFraction below 0.6)
        progress (FactProgress | Unset): while pending, once a node has started
        error (FactError | Unset): why a failed fact failed (nothing was charged)
    """

    fact_id: str
    media_id: str
    kind: FactKindType0 | FactKindType1 | FactKindType2 | FactKindType3
    detector: FactDetectorType0Type0 | FactDetectorType0Type1 | None
    window: FactWindowType0 | None
    status: FactStatusType0 | FactStatusType1 | FactStatusType2
    summary: FactSummaryType0 | None
    quoted_usd: float
    job_id: str
    media_type: None | str
    size_bytes: int | None
    url: None | str
    url_expires_at: None | str
    created_at: str
    updated_at: str
    charge: FactCharge | Unset = UNSET
    progress: FactProgress | Unset = UNSET
    error: FactError | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.fact_summary_type_0 import FactSummaryType0
        from ..models.fact_window_type_0 import FactWindowType0

        fact_id = self.fact_id

        media_id = self.media_id

        kind: str
        if (
            isinstance(self.kind, FactKindType0)
            or isinstance(self.kind, FactKindType1)
            or isinstance(self.kind, FactKindType2)
        ):
            kind = self.kind.value
        else:
            kind = self.kind.value

        detector: None | str
        if isinstance(self.detector, FactDetectorType0Type0) or isinstance(
            self.detector, FactDetectorType0Type1
        ):
            detector = self.detector.value
        else:
            detector = self.detector

        window: dict[str, Any] | None
        if isinstance(self.window, FactWindowType0):
            window = self.window.to_dict()
        else:
            window = self.window

        status: str
        if isinstance(self.status, FactStatusType0) or isinstance(
            self.status, FactStatusType1
        ):
            status = self.status.value
        else:
            status = self.status.value

        summary: dict[str, Any] | None
        if isinstance(self.summary, FactSummaryType0):
            summary = self.summary.to_dict()
        else:
            summary = self.summary

        quoted_usd = self.quoted_usd

        job_id = self.job_id

        media_type: None | str
        media_type = self.media_type

        size_bytes: int | None
        size_bytes = self.size_bytes

        url: None | str
        url = self.url

        url_expires_at: None | str
        url_expires_at = self.url_expires_at

        created_at = self.created_at

        updated_at = self.updated_at

        charge: dict[str, Any] | Unset = UNSET
        if not isinstance(self.charge, Unset):
            charge = self.charge.to_dict()

        progress: dict[str, Any] | Unset = UNSET
        if not isinstance(self.progress, Unset):
            progress = self.progress.to_dict()

        error: dict[str, Any] | Unset = UNSET
        if not isinstance(self.error, Unset):
            error = self.error.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "factId": fact_id,
                "mediaId": media_id,
                "kind": kind,
                "detector": detector,
                "window": window,
                "status": status,
                "summary": summary,
                "quotedUsd": quoted_usd,
                "jobId": job_id,
                "mediaType": media_type,
                "sizeBytes": size_bytes,
                "url": url,
                "urlExpiresAt": url_expires_at,
                "createdAt": created_at,
                "updatedAt": updated_at,
            }
        )
        if charge is not UNSET:
            field_dict["charge"] = charge
        if progress is not UNSET:
            field_dict["progress"] = progress
        if error is not UNSET:
            field_dict["error"] = error

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.fact_charge import FactCharge
        from ..models.fact_error import FactError
        from ..models.fact_progress import FactProgress
        from ..models.fact_summary_type_0 import FactSummaryType0
        from ..models.fact_window_type_0 import FactWindowType0

        d = dict(src_dict)
        fact_id = d.pop("factId")

        media_id = d.pop("mediaId")

        def _parse_kind(
            data: object,
        ) -> FactKindType0 | FactKindType1 | FactKindType2 | FactKindType3:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0 = FactKindType0(data)

                return kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_1 = FactKindType1(data)

                return kind_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_2 = FactKindType2(data)

                return kind_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            kind_type_3 = FactKindType3(data)

            return kind_type_3

        kind = _parse_kind(d.pop("kind"))

        def _parse_detector(
            data: object,
        ) -> FactDetectorType0Type0 | FactDetectorType0Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                detector_type_0_type_0 = FactDetectorType0Type0(data)

                return detector_type_0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                detector_type_0_type_1 = FactDetectorType0Type1(data)

                return detector_type_0_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FactDetectorType0Type0 | FactDetectorType0Type1 | None, data)

        detector = _parse_detector(d.pop("detector"))

        def _parse_window(data: object) -> FactWindowType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                window_type_0 = FactWindowType0.from_dict(data)

                return window_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FactWindowType0 | None, data)

        window = _parse_window(d.pop("window"))

        def _parse_status(
            data: object,
        ) -> FactStatusType0 | FactStatusType1 | FactStatusType2:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = FactStatusType0(data)

                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_1 = FactStatusType1(data)

                return status_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            status_type_2 = FactStatusType2(data)

            return status_type_2

        status = _parse_status(d.pop("status"))

        def _parse_summary(data: object) -> FactSummaryType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                summary_type_0 = FactSummaryType0.from_dict(data)

                return summary_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FactSummaryType0 | None, data)

        summary = _parse_summary(d.pop("summary"))

        quoted_usd = d.pop("quotedUsd")

        job_id = d.pop("jobId")

        def _parse_media_type(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        media_type = _parse_media_type(d.pop("mediaType"))

        def _parse_size_bytes(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        size_bytes = _parse_size_bytes(d.pop("sizeBytes"))

        def _parse_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        url = _parse_url(d.pop("url"))

        def _parse_url_expires_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        url_expires_at = _parse_url_expires_at(d.pop("urlExpiresAt"))

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        _charge = d.pop("charge", UNSET)
        charge: FactCharge | Unset
        if isinstance(_charge, Unset):
            charge = UNSET
        else:
            charge = FactCharge.from_dict(_charge)

        _progress = d.pop("progress", UNSET)
        progress: FactProgress | Unset
        if isinstance(_progress, Unset):
            progress = UNSET
        else:
            progress = FactProgress.from_dict(_progress)

        _error = d.pop("error", UNSET)
        error: FactError | Unset
        if isinstance(_error, Unset):
            error = UNSET
        else:
            error = FactError.from_dict(_error)

        fact = cls(
            fact_id=fact_id,
            media_id=media_id,
            kind=kind,
            detector=detector,
            window=window,
            status=status,
            summary=summary,
            quoted_usd=quoted_usd,
            job_id=job_id,
            media_type=media_type,
            size_bytes=size_bytes,
            url=url,
            url_expires_at=url_expires_at,
            created_at=created_at,
            updated_at=updated_at,
            charge=charge,
            progress=progress,
            error=error,
        )

        fact.additional_properties = d
        return fact

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
