from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.get_media_context_response_200_transcript_type_0_status_type_0 import (
    GetMediaContextResponse200TranscriptType0StatusType0,
)
from ..models.get_media_context_response_200_transcript_type_0_status_type_1 import (
    GetMediaContextResponse200TranscriptType0StatusType1,
)
from ..models.get_media_context_response_200_transcript_type_0_status_type_2 import (
    GetMediaContextResponse200TranscriptType0StatusType2,
)

if TYPE_CHECKING:
    from ..models.get_media_context_response_200_transcript_type_0_words_item import (
        GetMediaContextResponse200TranscriptType0WordsItem,
    )


T = TypeVar("T", bound="GetMediaContextResponse200TranscriptType0")


@_attrs_define
class GetMediaContextResponse200TranscriptType0:
    """
    Attributes:
        status (GetMediaContextResponse200TranscriptType0StatusType0 |
            GetMediaContextResponse200TranscriptType0StatusType1 | GetMediaContextResponse200TranscriptType0StatusType2):
        job_id (str):
        language (None | str):
        word_count (int):
        error (None | str):
        words (list[GetMediaContextResponse200TranscriptType0WordsItem]):
    """

    status: (
        GetMediaContextResponse200TranscriptType0StatusType0
        | GetMediaContextResponse200TranscriptType0StatusType1
        | GetMediaContextResponse200TranscriptType0StatusType2
    )
    job_id: str
    language: None | str
    word_count: int
    error: None | str
    words: list[GetMediaContextResponse200TranscriptType0WordsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status: str
        if isinstance(
            self.status, GetMediaContextResponse200TranscriptType0StatusType0
        ) or isinstance(
            self.status, GetMediaContextResponse200TranscriptType0StatusType1
        ):
            status = self.status.value
        else:
            status = self.status.value

        job_id = self.job_id

        language: None | str
        language = self.language

        word_count = self.word_count

        error: None | str
        error = self.error

        words = []
        for words_item_data in self.words:
            words_item = words_item_data.to_dict()
            words.append(words_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "jobId": job_id,
                "language": language,
                "wordCount": word_count,
                "error": error,
                "words": words,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_media_context_response_200_transcript_type_0_words_item import (
            GetMediaContextResponse200TranscriptType0WordsItem,
        )

        d = dict(src_dict)

        def _parse_status(
            data: object,
        ) -> (
            GetMediaContextResponse200TranscriptType0StatusType0
            | GetMediaContextResponse200TranscriptType0StatusType1
            | GetMediaContextResponse200TranscriptType0StatusType2
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = GetMediaContextResponse200TranscriptType0StatusType0(
                    data
                )

                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_1 = GetMediaContextResponse200TranscriptType0StatusType1(
                    data
                )

                return status_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            status_type_2 = GetMediaContextResponse200TranscriptType0StatusType2(data)

            return status_type_2

        status = _parse_status(d.pop("status"))

        job_id = d.pop("jobId")

        def _parse_language(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        language = _parse_language(d.pop("language"))

        word_count = d.pop("wordCount")

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        words = []
        _words = d.pop("words")
        for words_item_data in _words:
            words_item = GetMediaContextResponse200TranscriptType0WordsItem.from_dict(
                words_item_data
            )

            words.append(words_item)

        get_media_context_response_200_transcript_type_0 = cls(
            status=status,
            job_id=job_id,
            language=language,
            word_count=word_count,
            error=error,
            words=words,
        )

        get_media_context_response_200_transcript_type_0.additional_properties = d
        return get_media_context_response_200_transcript_type_0

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
