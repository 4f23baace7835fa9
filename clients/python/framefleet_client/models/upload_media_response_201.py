from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.upload_media_response_201_kind_type_0_type_0 import (
    UploadMediaResponse201KindType0Type0,
)
from ..models.upload_media_response_201_kind_type_0_type_1 import (
    UploadMediaResponse201KindType0Type1,
)
from ..models.upload_media_response_201_kind_type_0_type_2 import (
    UploadMediaResponse201KindType0Type2,
)
from ..models.upload_media_response_201_source_type_0 import (
    UploadMediaResponse201SourceType0,
)
from ..models.upload_media_response_201_source_type_1 import (
    UploadMediaResponse201SourceType1,
)
from ..models.upload_media_response_201_source_type_2 import (
    UploadMediaResponse201SourceType2,
)
from ..models.upload_media_response_201_status_type_0 import (
    UploadMediaResponse201StatusType0,
)
from ..models.upload_media_response_201_status_type_1 import (
    UploadMediaResponse201StatusType1,
)
from ..models.upload_media_response_201_status_type_2 import (
    UploadMediaResponse201StatusType2,
)
from ..models.upload_media_response_201_status_type_3 import (
    UploadMediaResponse201StatusType3,
)
from ..models.upload_media_response_201_status_type_4 import (
    UploadMediaResponse201StatusType4,
)

if TYPE_CHECKING:
    from ..models.stock_provenance import StockProvenance
    from ..models.upload_media_response_201_error_type_0 import (
        UploadMediaResponse201ErrorType0,
    )


T = TypeVar("T", bound="UploadMediaResponse201")


@_attrs_define
class UploadMediaResponse201:
    """
    Attributes:
        id (str):
        ref (str): what a composition names this item by: `media:<id>`
        name (str):
        kind (None | UploadMediaResponse201KindType0Type0 | UploadMediaResponse201KindType0Type1 |
            UploadMediaResponse201KindType0Type2):
        status (UploadMediaResponse201StatusType0 | UploadMediaResponse201StatusType1 |
            UploadMediaResponse201StatusType2 | UploadMediaResponse201StatusType3 | UploadMediaResponse201StatusType4):
        source (UploadMediaResponse201SourceType0 | UploadMediaResponse201SourceType1 |
            UploadMediaResponse201SourceType2):
        source_url (None | str):
        error (None | UploadMediaResponse201ErrorType0):
        mime_type (None | str):
        size_bytes (int):
        content_hash (None | str):
        duration_sec (float | None):
        width (int | None):
        height (int | None):
        has_audio (bool):
        thumbnail_url (None | str):
        download_url (None | str):
        stock (None | StockProvenance):
        created_at (str):
        updated_at (str):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    id: str
    ref: str
    name: str
    kind: (
        None
        | UploadMediaResponse201KindType0Type0
        | UploadMediaResponse201KindType0Type1
        | UploadMediaResponse201KindType0Type2
    )
    status: (
        UploadMediaResponse201StatusType0
        | UploadMediaResponse201StatusType1
        | UploadMediaResponse201StatusType2
        | UploadMediaResponse201StatusType3
        | UploadMediaResponse201StatusType4
    )
    source: (
        UploadMediaResponse201SourceType0
        | UploadMediaResponse201SourceType1
        | UploadMediaResponse201SourceType2
    )
    source_url: None | str
    error: None | UploadMediaResponse201ErrorType0
    mime_type: None | str
    size_bytes: int
    content_hash: None | str
    duration_sec: float | None
    width: int | None
    height: int | None
    has_audio: bool
    thumbnail_url: None | str
    download_url: None | str
    stock: None | StockProvenance
    created_at: str
    updated_at: str
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.stock_provenance import StockProvenance
        from ..models.upload_media_response_201_error_type_0 import (
            UploadMediaResponse201ErrorType0,
        )

        id = self.id

        ref = self.ref

        name = self.name

        kind: None | str
        if (
            isinstance(self.kind, UploadMediaResponse201KindType0Type0)
            or isinstance(self.kind, UploadMediaResponse201KindType0Type1)
            or isinstance(self.kind, UploadMediaResponse201KindType0Type2)
        ):
            kind = self.kind.value
        else:
            kind = self.kind

        status: str
        if (
            isinstance(self.status, UploadMediaResponse201StatusType0)
            or isinstance(self.status, UploadMediaResponse201StatusType1)
            or isinstance(self.status, UploadMediaResponse201StatusType2)
            or isinstance(self.status, UploadMediaResponse201StatusType3)
        ):
            status = self.status.value
        else:
            status = self.status.value

        source: str
        if isinstance(self.source, UploadMediaResponse201SourceType0) or isinstance(
            self.source, UploadMediaResponse201SourceType1
        ):
            source = self.source.value
        else:
            source = self.source.value

        source_url: None | str
        source_url = self.source_url

        error: dict[str, Any] | None
        if isinstance(self.error, UploadMediaResponse201ErrorType0):
            error = self.error.to_dict()
        else:
            error = self.error

        mime_type: None | str
        mime_type = self.mime_type

        size_bytes = self.size_bytes

        content_hash: None | str
        content_hash = self.content_hash

        duration_sec: float | None
        duration_sec = self.duration_sec

        width: int | None
        width = self.width

        height: int | None
        height = self.height

        has_audio = self.has_audio

        thumbnail_url: None | str
        thumbnail_url = self.thumbnail_url

        download_url: None | str
        download_url = self.download_url

        stock: dict[str, Any] | None
        if isinstance(self.stock, StockProvenance):
            stock = self.stock.to_dict()
        else:
            stock = self.stock

        created_at = self.created_at

        updated_at = self.updated_at

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "ref": ref,
                "name": name,
                "kind": kind,
                "status": status,
                "source": source,
                "sourceUrl": source_url,
                "error": error,
                "mimeType": mime_type,
                "sizeBytes": size_bytes,
                "contentHash": content_hash,
                "durationSec": duration_sec,
                "width": width,
                "height": height,
                "hasAudio": has_audio,
                "thumbnailUrl": thumbnail_url,
                "downloadUrl": download_url,
                "stock": stock,
                "createdAt": created_at,
                "updatedAt": updated_at,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.stock_provenance import StockProvenance
        from ..models.upload_media_response_201_error_type_0 import (
            UploadMediaResponse201ErrorType0,
        )

        d = dict(src_dict)
        id = d.pop("id")

        ref = d.pop("ref")

        name = d.pop("name")

        def _parse_kind(
            data: object,
        ) -> (
            None
            | UploadMediaResponse201KindType0Type0
            | UploadMediaResponse201KindType0Type1
            | UploadMediaResponse201KindType0Type2
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0_type_0 = UploadMediaResponse201KindType0Type0(data)

                return kind_type_0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0_type_1 = UploadMediaResponse201KindType0Type1(data)

                return kind_type_0_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0_type_2 = UploadMediaResponse201KindType0Type2(data)

                return kind_type_0_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | UploadMediaResponse201KindType0Type0
                | UploadMediaResponse201KindType0Type1
                | UploadMediaResponse201KindType0Type2,
                data,
            )

        kind = _parse_kind(d.pop("kind"))

        def _parse_status(
            data: object,
        ) -> (
            UploadMediaResponse201StatusType0
            | UploadMediaResponse201StatusType1
            | UploadMediaResponse201StatusType2
            | UploadMediaResponse201StatusType3
            | UploadMediaResponse201StatusType4
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = UploadMediaResponse201StatusType0(data)

                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_1 = UploadMediaResponse201StatusType1(data)

                return status_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_2 = UploadMediaResponse201StatusType2(data)

                return status_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_3 = UploadMediaResponse201StatusType3(data)

                return status_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            status_type_4 = UploadMediaResponse201StatusType4(data)

            return status_type_4

        status = _parse_status(d.pop("status"))

        def _parse_source(
            data: object,
        ) -> (
            UploadMediaResponse201SourceType0
            | UploadMediaResponse201SourceType1
            | UploadMediaResponse201SourceType2
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                source_type_0 = UploadMediaResponse201SourceType0(data)

                return source_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                source_type_1 = UploadMediaResponse201SourceType1(data)

                return source_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            source_type_2 = UploadMediaResponse201SourceType2(data)

            return source_type_2

        source = _parse_source(d.pop("source"))

        def _parse_source_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source_url = _parse_source_url(d.pop("sourceUrl"))

        def _parse_error(data: object) -> None | UploadMediaResponse201ErrorType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_0 = UploadMediaResponse201ErrorType0.from_dict(data)

                return error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UploadMediaResponse201ErrorType0, data)

        error = _parse_error(d.pop("error"))

        def _parse_mime_type(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        mime_type = _parse_mime_type(d.pop("mimeType"))

        size_bytes = d.pop("sizeBytes")

        def _parse_content_hash(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        content_hash = _parse_content_hash(d.pop("contentHash"))

        def _parse_duration_sec(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        duration_sec = _parse_duration_sec(d.pop("durationSec"))

        def _parse_width(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        width = _parse_width(d.pop("width"))

        def _parse_height(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        height = _parse_height(d.pop("height"))

        has_audio = d.pop("hasAudio")

        def _parse_thumbnail_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        thumbnail_url = _parse_thumbnail_url(d.pop("thumbnailUrl"))

        def _parse_download_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        download_url = _parse_download_url(d.pop("downloadUrl"))

        def _parse_stock(data: object) -> None | StockProvenance:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                stock_type_0 = StockProvenance.from_dict(data)

                return stock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StockProvenance, data)

        stock = _parse_stock(d.pop("stock"))

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        upload_media_response_201 = cls(
            id=id,
            ref=ref,
            name=name,
            kind=kind,
            status=status,
            source=source,
            source_url=source_url,
            error=error,
            mime_type=mime_type,
            size_bytes=size_bytes,
            content_hash=content_hash,
            duration_sec=duration_sec,
            width=width,
            height=height,
            has_audio=has_audio,
            thumbnail_url=thumbnail_url,
            download_url=download_url,
            stock=stock,
            created_at=created_at,
            updated_at=updated_at,
            contract=contract,
            contract_version=contract_version,
        )

        upload_media_response_201.additional_properties = d
        return upload_media_response_201

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
